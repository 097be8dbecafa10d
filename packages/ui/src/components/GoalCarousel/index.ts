export { GoalCarousel, goalImageSrc, wrapIndex, type Goal, type GoalCarouselProps } from './GoalCarousel';
