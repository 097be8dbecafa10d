// /favorites: every saved beneficiary; choosing one opens its pre-filled form; each can be removed.
import { FavouritesCard } from './FavouritesCard';
import { ManageFavourites } from './ManageFavourites';

export function FavouritesScreen() {
  return (
    <>
      <h1>Favourites</h1>
      <FavouritesCard isTrimmed={false} title="Saved beneficiaries" />
      <ManageFavourites />
    </>
  );
}
