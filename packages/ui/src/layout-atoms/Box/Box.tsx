import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react';

import { sprinkles, type Sprinkles } from '../sprinkles.css';

export interface BoxProps extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /** The element to render: div unless told otherwise (section, ul, li, span, ...). */
  as?: ElementType;
  /** Extra class names, merged after the sprinkles classes. */
  className?: string;
  /** Content of the element. */
  children?: ReactNode;
  /** Ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The one layout atom: an element whose spacing, flex layout and colour come from the theme's
 * sprinkles. Anything sprinkles do not know passes through to the element. Sprinkles props (Box,
 * Stack and Inline; each responsive as `{ mobile, tablet, desktop }`): padding, paddingX/Y/Top/…,
 * margin…, gap, rowGap, columnGap (spacing scale); display, flexDirection, flexWrap, flexGrow,
 * flexShrink, alignItems, alignSelf, justifyContent, width, maxWidth, textAlign, position,
 * overflow; color, background, borderColor (colour roles); borderRadius, borderStyle, borderWidth,
 * boxShadow (radii and elevation tokens).
 */
export function Box({ as = 'div', className, ...rest }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  const atoms = sprinkles(atomProps as Sprinkles);
  return createElement(as, { ...nativeProps, className: className ? `${atoms} ${className}` : atoms });
}
