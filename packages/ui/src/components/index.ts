// The portal's components: explicit named exports, re-exported by src/index.ts.
export { AccountNumberCard, groupAccountNumber, type AccountNumberCardProps } from './AccountNumberCard';
export { ActionGrid, type ActionGridItem, type ActionGridProps } from './ActionGrid';
export { BalanceCard, type BalanceCardProps } from './BalanceCard';
export { ChatThread, typedLength, type ChatMessage, type ChatThreadProps } from './ChatThread';
export {
  DocumentCheckResult,
  type DocumentCheck,
  type DocumentCheckResultProps,
  type DocumentParty,
} from './DocumentCheckResult';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export {
  FavouritesList,
  favouriteDescription,
  type Favourite,
  type FavouritesListProps,
  type SortCode,
} from './FavouritesList';
export {
  FeeConfirmation,
  confirmationTotal,
  type FeeConfirmationProps,
  type FeeParty,
} from './FeeConfirmation';
export { Footer, type FooterLink, type FooterProps } from './Footer';
export { GoalCarousel, wrapIndex, type Goal, type GoalCarouselProps } from './GoalCarousel';
export { GoalHeaderCard, type GoalHeaderCardProps } from './GoalHeaderCard';
export {
  CAMERA_UNSUPPORTED_MESSAGE,
  KycCamera,
  MAX_UPLOAD_BYTES,
  photoToJpeg,
  type KycCameraProps,
} from './KycCamera';
export { MoneyChart, monthLabel, niceCeiling, type MoneyChartProps, type MonthFigures } from './MoneyChart';
export {
  MoneyRequestList,
  requestTimeline,
  type MoneyRequestAction,
  type MoneyRequestItem,
  type MoneyRequestListProps,
  type MoneyRequestStatus,
} from './MoneyRequestList';
export { OtpModal, formatCooldown, type OtpModalProps } from './OtpModal';
export { PinBoxes, type PinBoxesProps } from './PinBoxes';
export {
  PrizePanel,
  ordinal,
  prizeText,
  type DrawWinner,
  type Prize,
  type PrizePanelProps,
} from './PrizePanel';
export { PrizeChecker, type CheckedDraw, type PrizeCheckerProps } from './PrizeChecker';
export { QrCode, type QrCodeProps } from './QrCode';
export { QR_SCANNER_MESSAGES, QrScanner, type QrScannerProps } from './QrScanner';
export { QuickAccess, type QuickAccessLink, type QuickAccessProps } from './QuickAccess';
export { ReceiptModal, formatReceiptDate, type Receipt, type ReceiptModalProps } from './ReceiptModal';
export { SideMenu, activeItem, type SideMenuItem, type SideMenuProps } from './SideMenu';
export { SummaryRow, formatPoints, type SummaryRowProps } from './SummaryRow';
export {
  TopBar,
  unreadLabel,
  type NotificationsStatus,
  type QuickLink,
  type TopBarNotification,
  type TopBarProps,
} from './TopBar';
export {
  TransactionList,
  isGoalRow,
  type ActivityRow,
  type GoalStatementRow,
  type StatementRow,
  type TransactionListProps,
} from './TransactionList';
export { WalletCard, walletNetworkName, type LinkedWallet, type WalletCardProps } from './WalletCard';
export { WalletsSummary, type WalletsSummaryProps } from './WalletsSummary';
