export { TopBar, unreadLabel, type QuickLink, type TopBarNotification, type TopBarProps } from './TopBar';
