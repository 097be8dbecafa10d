import { FavouritesScreen } from '../features/favourites/components/FavouritesScreen';

export function Component() {
  return <FavouritesScreen />;
}
