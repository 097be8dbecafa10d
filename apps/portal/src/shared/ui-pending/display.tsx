// Messages, the spinner and cards.
import { Card as UICard, InlineMessage, Spinner as UISpinner } from '@savewin/ui';
import type { ReactNode } from 'react';

/** A message: errors are announced at once (role alert), the rest politely (role status). */
export function Notice({ tone, children }: { tone: 'critical' | 'positive' | 'info'; children: ReactNode }) {
  return <InlineMessage tone={tone}>{children}</InlineMessage>;
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <UISpinner aria-label={label} />;
}

export const Card = UICard;
