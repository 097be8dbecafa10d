export { OtpModal, formatCooldown, type OtpModalProps } from './OtpModal';
