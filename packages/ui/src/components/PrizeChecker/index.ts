export { PrizeChecker, type CheckedDraw, type PrizeCheckerProps } from './PrizeChecker';
