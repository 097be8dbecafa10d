// The frame of the pages a visitor sees (sign-in, sign-up): brand, one card, the footer links.
import { Card } from '@savewin/ui';
import type { ReactNode } from 'react';

import * as layout from '../layout.css';

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
    <main id="main" className={layout.publicMain}>
      <div className={layout.publicColumn}>
        <p className={layout.brand}>SAVE &amp; WIN</p>
        <Card as="div">
          <h1>{title}</h1>
          {intro}
          {children}
        </Card>
      </div>
    </main>
  );
}
