import { vars } from '@savewin/ui';
import { keyframes, style } from '@vanilla-extract/css';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: 3,
  overflow: 'hidden',
  zIndex: 1000,
  pointerEvents: 'none',
});

export const bar = style({
  inlineSize: '40%',
  blockSize: '100%',
  background: vars.color.brand,
  animation: `${sweep} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%', opacity: 0.6 } },
});
