export {
  Inline,
  inlineAlignYs,
  inlineJustifies,
  type InlineAlignY,
  type InlineJustify,
  type InlineProps,
} from './Inline';
