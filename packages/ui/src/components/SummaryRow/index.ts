export { SummaryRow, formatPoints, type SummaryRowProps } from './SummaryRow';
