export { Box, type BoxProps } from './Box';
export { Stack, stackAligns, type StackAlign, type StackProps } from './Stack';
export {
  Inline,
  inlineAlignYs,
  inlineJustifies,
  type InlineAlignY,
  type InlineJustify,
  type InlineProps,
} from './Inline';
export { sprinkles, type Sprinkles } from './sprinkles.css';
