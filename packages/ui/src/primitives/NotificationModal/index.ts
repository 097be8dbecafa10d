export { NotificationModal, type NotificationModalProps } from './NotificationModal';
