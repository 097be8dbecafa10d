export { GoalCarousel, wrapIndex, type Goal, type GoalCarouselProps } from './GoalCarousel';
