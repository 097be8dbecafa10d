// The OTP step as screens use it, loaded on demand (see lazyDialog): no page's first load carries
// the OTP modal.
import { lazyDialog } from './lazyDialog';

export const OtpDialog = lazyDialog(() => import('./OtpDialogModal'));
