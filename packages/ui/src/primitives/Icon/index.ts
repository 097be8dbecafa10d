export { Icon, iconSizes, type IconGlyph, type IconProps } from './Icon';
