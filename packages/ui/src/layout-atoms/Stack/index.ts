export { Stack, stackAligns, type StackAlign, type StackProps } from './Stack';
