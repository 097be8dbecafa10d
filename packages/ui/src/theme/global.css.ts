// The reset every screen shares. It only touches elements, never component classes, and reads
// the theme through `vars`, so it follows whichever theme class sits on <html> or <body>.
import { globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { breakpoints } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

// Headings take a step of the type scale, size and line together: left to the browser, an h1 was
// 32 px type on the body's 24 px line and its wrapped lines ran into each other on a phone. Below
// the tablet breakpoint (480 px) a page's h1 is one step smaller, so a screen's title leaves its
// first field in the first screenful. Component classes (card titles) still set their own.
globalStyle('h1', {
  fontSize: vars.type.heading2.fontSize,
  lineHeight: vars.type.heading2.lineHeight,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      fontSize: vars.type.heading1.fontSize,
      lineHeight: vars.type.heading1.lineHeight,
    },
  },
});
globalStyle('h2', { fontSize: vars.type.heading2.fontSize, lineHeight: vars.type.heading2.lineHeight });
globalStyle('h3', { fontSize: vars.type.heading3.fontSize, lineHeight: vars.type.heading3.lineHeight });
globalStyle('h4, h5, h6', { fontSize: vars.type.large.fontSize, lineHeight: vars.type.large.lineHeight });

globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

// Customers who ask for less motion get none: spinners keep a static look instead.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
