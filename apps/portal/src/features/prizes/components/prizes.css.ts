import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

/** Hashes and seeds are long unbroken hex: they wrap anywhere rather than widen a phone screen. */
export const hex = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const term = style({ fontWeight: vars.fontWeight.bold });

export const detail = style({ margin: 0, minWidth: 0 });

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const details = style({ minWidth: 0 });

// A list item (not flex), so the browser keeps the disclosure triangle; tall enough to tap.
export const summary = style({
  cursor: 'pointer',
  paddingBlock: vars.space.medium,
  fontWeight: vars.fontWeight.bold,
});

/** The published algorithm text: formulas with long unbroken words. */
export const algorithm = style({ overflowWrap: 'anywhere' });

export const destinationForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
