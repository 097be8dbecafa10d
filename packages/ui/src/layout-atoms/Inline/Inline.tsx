import { Box, type BoxProps } from '../Box/Box';
import type { Sprinkles } from '../sprinkles.css';

export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];
export const inlineJustifies = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineJustify = (typeof inlineJustifies)[number];

const alignYToFlex = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const;

const justifyToFlex = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const;

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent' | 'flexWrap'
> {
  /** Gap between the children, horizontally and between wrapped lines; responsive. */
  space?: Sprinkles['gap'];
  /** Vertical alignment of the items. */
  alignY?: InlineAlignY;
  /** Horizontal distribution of the items. */
  justify?: InlineJustify;
  /** Keep the children on one line instead of wrapping on narrow screens. */
  noWrap?: boolean;
}

/** Children side by side, wrapping onto new lines when the screen is narrow. */
export function Inline({
  space = 'small',
  alignY = 'center',
  justify = 'start',
  noWrap = false,
  ...rest
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      alignItems={alignYToFlex[alignY]}
      justifyContent={justifyToFlex[justify]}
      {...rest}
    />
  );
}
