export { ActionGrid, type ActionGridItem, type ActionGridProps } from './ActionGrid';
