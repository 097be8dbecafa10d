export {
  FavouritesList,
  favouriteDescription,
  type Favourite,
  type FavouritesListProps,
  type SortCode,
} from './FavouritesList';
