export { NetworkPicker, type NetworkPickerProps } from './NetworkPicker';
