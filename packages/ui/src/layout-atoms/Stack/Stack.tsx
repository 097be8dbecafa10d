import { Box, type BoxProps } from '../Box/Box';
import type { Sprinkles } from '../sprinkles.css';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignToFlex = {
  stretch: 'stretch',
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
} as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** Vertical gap between the children, from the spacing scale; responsive. */
  space?: Sprinkles['gap'];
  /** Horizontal alignment of the children. */
  align?: StackAlign;
}

/** Children one under another, separated by a gap from the spacing scale. */
export function Stack({ space = 'medium', align = 'stretch', ...rest }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={alignToFlex[align]} {...rest} />;
}
