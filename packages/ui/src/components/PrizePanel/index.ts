export {
  PrizePanel,
  ordinal,
  prizeText,
  type DrawWinner,
  type Prize,
  type PrizePanelProps,
} from './PrizePanel';
