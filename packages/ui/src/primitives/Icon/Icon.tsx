import type { IconNode } from 'lucide';
import { createElement } from 'react';

import { cx } from '../../private/cx';

import * as styles from './Icon.css';

export { iconSizes } from './Icon.css';

/** A glyph of the icon set: an export of `@savewin/ui`'s icons (lucide's drawing data). */
export type IconGlyph = IconNode;

export interface IconProps {
  /** The glyph to draw, e.g. `Wallet` from `@savewin/ui`. */
  icon: IconGlyph;
  /**
   * What the icon means, for screen readers. Leave it out when text beside the icon already says
   * it: the icon is then decorative and hidden from assistive technology.
   */
  label?: string;
  /** small 16 px (inside text), medium 20 px (menus, buttons), large 24 px (cards, rows). */
  size?: (typeof styles.iconSizes)[number];
  /** Extra class names (colour comes from the text colour, `currentColor`). */
  className?: string;
}

/**
 * An icon from the design system's set, drawn in the current text colour on lucide's 24-unit grid.
 * Decorative by default (aria-hidden); with a `label` it is an image with that accessible name.
 * The glyphs are plain drawing data, so an app ships only the ones it renders and no icon runtime.
 */
export function Icon({ icon, label, size = 'medium', className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false };
  return (
    <svg
      {...a11y}
      className={cx(styles.icon({ size }), className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
