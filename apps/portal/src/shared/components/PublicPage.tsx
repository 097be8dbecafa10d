// The frame of the pages a visitor sees (sign-in, sign-up): brand, one card, the footer links.
import type { ReactNode } from 'react';

import { Card } from '../ui-pending/display';

export function PublicPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      style={{
        display: 'grid',
        justifyItems: 'center',
        padding: '24px 12px',
        minHeight: '100vh',
        alignContent: 'start',
      }}
    >
      <div style={{ width: '100%', maxWidth: '28rem', display: 'grid', gap: 16 }}>
        <p style={{ fontWeight: 700, fontSize: '1.25rem' }}>SAVE &amp; WIN</p>
        <Card as="div">
          <h1>{title}</h1>
          {intro}
          {children}
        </Card>
      </div>
    </main>
  );
}
