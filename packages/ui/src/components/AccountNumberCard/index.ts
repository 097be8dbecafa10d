export { AccountNumberCard, groupAccountNumber, type AccountNumberCardProps } from './AccountNumberCard';
