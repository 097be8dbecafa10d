// A QR code for a phone to scan: the customer's own code to be paid (on the dashboard and in
// Request Money). The payload is drawn as one SVG path, sharp at any size and in print.
import { useMemo, type ReactNode } from 'react';

import * as styles from './QrCode.css';
import { modulesPath, qrModules } from './qrModules';

export interface QrCodeProps {
  /** The text the code carries (a GhQR payload from @savewin/core's writePaymentQr). */
  payload: string;
  /** What the code is, for screen readers ('QR code to pay Ama Mensah'). */
  label: string;
  /** Shown under the code. */
  caption?: ReactNode;
}

/** A scannable QR code of a payload, dark on light in both themes, with an optional caption. */
export function QrCode({ payload, label, caption }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const modules = qrModules(payload);
    return { size: modules.length, path: modulesPath(modules) };
  }, [payload]);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.code}
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
      >
        <path d={path} fill="currentColor" />
      </svg>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
