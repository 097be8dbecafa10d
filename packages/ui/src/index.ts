// The public surface of @savewin/ui. Explicit named exports only (the one `export *` is of the icon
// list, itself explicit), so an app's bundler keeps just what it imports.
import './theme/global.css';

// theme
export { vars } from './theme/contract.css';
export { lightTheme } from './theme/lightTheme.css';
export { darkTheme } from './theme/darkTheme.css';
export { text as textStyles, typeSteps } from './theme/typography.css';
export {
  breakpoints,
  darkColors,
  darkTokens,
  lightColors,
  lightTokens,
  space,
  typeScale,
  type Breakpoint,
  type ColorRole,
  type ColorTokens,
  type Space,
  type ThemeTokens,
  type TypeStep,
} from './theme/tokens';

// The Element Timing names the design system puts on content once it is drawn with data: what the
// portal's field-speed report and the speed bench time.
export { CONTENT_PAINT } from './private/contentPaint';

// layout atoms
export { sprinkles, type Sprinkles } from './layout-atoms/sprinkles.css';
export { Box, type BoxProps } from './layout-atoms/Box';
export { Stack, stackAligns, type StackAlign, type StackProps } from './layout-atoms/Stack';
export {
  Inline,
  inlineAlignYs,
  inlineJustifies,
  type InlineAlignY,
  type InlineJustify,
  type InlineProps,
} from './layout-atoms/Inline';

// primitives
export {
  ThemeProvider,
  themeClassNames,
  themeNames,
  type ThemeName,
  type ThemeProviderProps,
} from './theme/ThemeProvider';
export { Spinner, spinnerSizes, type SpinnerProps } from './primitives/Spinner';
export { Icon, iconSizes, type IconGlyph, type IconProps } from './primitives/Icon';
export * from './primitives/Icon/icons';
export { Card, type CardProps } from './primitives/Card';
export { ButtonLink, type ButtonLinkProps } from './primitives/ButtonLink';
export { Button, buttonSizes, buttonVariants, type ButtonProps } from './primitives/Button';

export { TextField, type TextFieldProps } from './primitives/TextField';
export { AmountField, type AmountFieldProps } from './primitives/AmountField';
export {
  PHONE_LOCAL_LENGTH,
  PHONE_MAX_DIGITS,
  PhoneField,
  phoneFieldText,
  type PhoneFieldProps,
} from './primitives/PhoneField';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox';
export { Switch, type SwitchProps } from './primitives/Switch';
export { ChoiceChips, type ChoiceChip, type ChoiceChipsProps } from './primitives/ChoiceChips';
export { NetworkPicker, type NetworkPickerProps } from './primitives/NetworkPicker';
export { Modal, modalSizes, type ModalProps } from './primitives/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './primitives/ConfirmDialog';
export { NotificationModal, type NotificationModalProps } from './primitives/NotificationModal';
export { LoadingOverlay, type LoadingOverlayProps } from './primitives/LoadingOverlay';
export {
  InlineMessage,
  inlineMessageTones,
  type InlineMessageProps,
  type InlineMessageTone,
} from './primitives/InlineMessage';
export { ProgressBar, progressBarTones, type ProgressBarProps } from './primitives/ProgressBar';
export { Link, linkVariants, type LinkProps } from './primitives/Link';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './primitives/Tabs';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './primitives/Breadcrumbs';
export { Menu, MenuItem, type MenuItemProps, type MenuProps } from './primitives/Menu';
export { Calendar, calendarDay, type CalendarProps } from './primitives/Calendar';
export { DatePicker, type DatePickerProps } from './primitives/DatePicker';

// components:start
export {
  AccountNumberCard,
  ActionGrid,
  BalanceCard,
  CAMERA_UNSUPPORTED_MESSAGE,
  ChatThread,
  DocumentCheckResult,
  EmptyState,
  ErrorState,
  FavouritesList,
  FeeConfirmation,
  Footer,
  GoalCarousel,
  GoalHeaderCard,
  KycCamera,
  MAX_UPLOAD_BYTES,
  MoneyChart,
  MoneyRequestList,
  OtpModal,
  PinBoxes,
  PrizeChecker,
  PrizePanel,
  QR_SCANNER_MESSAGES,
  QrCode,
  QrScanner,
  QuickAccess,
  ReceiptModal,
  SideMenu,
  SummaryRow,
  TopBar,
  TransactionList,
  WalletCard,
  WalletsSummary,
  activeItem,
  confirmationTotal,
  favouriteDescription,
  formatCooldown,
  formatPoints,
  formatReceiptDate,
  groupAccountNumber,
  isGoalRow,
  monthLabel,
  niceCeiling,
  ordinal,
  photoToJpeg,
  prizeText,
  requestTimeline,
  typedLength,
  unreadLabel,
  walletNetworkName,
  wrapIndex,
  type AccountNumberCardProps,
  type ActionGridItem,
  type ActionGridProps,
  type ActivityRow,
  type BalanceCardProps,
  type ChatMessage,
  type ChatThreadProps,
  type DocumentCheck,
  type DocumentCheckResultProps,
  type DocumentParty,
  type DrawWinner,
  type EmptyStateProps,
  type ErrorStateProps,
  type Favourite,
  type FavouritesListProps,
  type FeeConfirmationProps,
  type FeeParty,
  type FooterLink,
  type FooterProps,
  type Goal,
  type GoalCarouselProps,
  type GoalHeaderCardProps,
  type GoalStatementRow,
  type KycCameraProps,
  type LinkedWallet,
  type MoneyChartProps,
  type MoneyRequestAction,
  type MoneyRequestItem,
  type MoneyRequestListProps,
  type MoneyRequestStatus,
  type MonthFigures,
  type OtpModalProps,
  type PinBoxesProps,
  type Prize,
  type CheckedDraw,
  type PrizeCheckerProps,
  type PrizePanelProps,
  type QrCodeProps,
  type QrScannerProps,
  type QuickAccessLink,
  type QuickAccessProps,
  type QuickLink,
  type Receipt,
  type ReceiptModalProps,
  type SideMenuItem,
  type SideMenuProps,
  type SortCode,
  type StatementRow,
  type SummaryRowProps,
  type NotificationsStatus,
  type TopBarNotification,
  type TopBarProps,
  type TransactionListProps,
  type WalletCardProps,
  type WalletsSummaryProps,
} from './components';
// components:end
