export {
  TopBar,
  unreadLabel,
  type NotificationsStatus,
  type QuickLink,
  type TopBarNotification,
  type TopBarProps,
} from './TopBar';
