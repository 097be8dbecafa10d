export { PinBoxes, type PinBoxesProps } from './PinBoxes';
