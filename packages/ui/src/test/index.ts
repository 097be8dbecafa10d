// `@savewin/ui/test`: what an app's tests need to render ui components as the app does.
export { UiTestProvider, type UiTestProviderProps } from './UiTestProvider';
export { qrCanvas, qrPicture } from './qrPicture';
