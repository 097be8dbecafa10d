export { QR_SCANNER_MESSAGES, QrScanner, type QrScannerProps } from './QrScanner';
export { bundledQrReader } from './readQr';
