export { ReceiptModal, formatReceiptDate, type Receipt, type ReceiptModalProps } from './ReceiptModal';
