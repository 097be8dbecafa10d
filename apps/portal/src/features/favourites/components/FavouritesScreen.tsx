// /favorites: every saved beneficiary; choosing one opens its pre-filled form.
import { FavouritesCard } from './FavouritesCard';

export function FavouritesScreen() {
  return (
    <>
      <h1>Favourites</h1>
      <FavouritesCard isTrimmed={false} title="Saved beneficiaries" />
    </>
  );
}
