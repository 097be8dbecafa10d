export { WalletsSummary, type WalletsSummaryProps } from './WalletsSummary';
