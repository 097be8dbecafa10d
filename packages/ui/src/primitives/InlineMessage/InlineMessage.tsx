import { useEffect, useRef, type ReactNode } from 'react';

import * as styles from './InlineMessage.css';

export { inlineMessageTones } from './InlineMessage.css';

export type InlineMessageTone = (typeof styles.inlineMessageTones)[number];

export interface InlineMessageProps {
  /** Meaning and colour: critical, warning, positive or info. */
  tone?: InlineMessageTone;
  /** The message text. */
  children: ReactNode;
  /**
   * Clear the message after this many milliseconds by calling `onTimeout` (spec: messages go
   * after 5 s, core's MESSAGE_TIMEOUT_MS). The timer restarts when the message text changes.
   */
  timeoutMs?: number;
  /** Called once timeoutMs after the message appears (to hide it). */
  onTimeout?: () => void;
  /** Element id, so a field can point at the message with aria-describedby. */
  id?: string;
}

const icons: Record<InlineMessageTone, ReactNode> = {
  critical: <path d="M10 6v5M10 14h.01M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16z" />,
  warning: (
    <path d="M10 7v4M10 14h.01M8.6 3.2L1.9 15a1.6 1.6 0 0 0 1.4 2.4h13.4a1.6 1.6 0 0 0 1.4-2.4L11.4 3.2a1.6 1.6 0 0 0-2.8 0z" />
  ),
  positive: <path d="M6 10.5l2.5 2.5L14 7.5M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16z" />,
  info: <path d="M10 9v5M10 6h.01M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16z" />,
};

/**
 * A message under a form or at the top of a screen. Errors are announced at once (role alert),
 * other tones politely (role status).
 */
export function InlineMessage({ tone = 'info', children, timeoutMs, onTimeout, id }: InlineMessageProps) {
  // The latest callback, so a parent re-rendering with a new function does not restart the timer.
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  const textKey = typeof children === 'string' || typeof children === 'number' ? String(children) : null;
  useEffect(() => {
    if (timeoutMs === undefined || !Number.isFinite(timeoutMs) || timeoutMs < 0) return undefined;
    const timer = setTimeout(() => onTimeoutRef.current?.(), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs, textKey]);

  return (
    <div id={id} role={tone === 'critical' ? 'alert' : 'status'} className={styles.message({ tone })}>
      <svg
        className={styles.icon}
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {icons[tone]}
      </svg>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
