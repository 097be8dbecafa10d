export { QuickAccess, type QuickAccessLink, type QuickAccessProps } from './QuickAccess';
