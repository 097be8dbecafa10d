export { Button, buttonSizes, buttonVariants, type ButtonProps } from './Button';
