export { ChoiceChips, type ChoiceChip, type ChoiceChipsProps } from './ChoiceChips';
