// What other features may use of the customer's own QR code: the dashboard's dialog, its module
// loaded only when the customer asks for it. (Request Money's route draws the offer itself:
// components/MyQrOffer.)
import { lazyDialog } from '../../shared/components/lazyDialog';

import type { MyQrDialogProps } from './components/MyQrDialog';

export const LazyMyQrDialog = lazyDialog<MyQrDialogProps>(() =>
  import('./components/MyQrDialog').then((module) => ({ default: module.MyQrDialog })),
);
