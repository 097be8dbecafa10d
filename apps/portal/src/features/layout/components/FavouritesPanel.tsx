// Favourite beneficiaries in the side panel (spec §2 Favourites): the design system's list,
// trimmed to 5 entries (3 under 480 px) with 'See all', or whole on the dashboard; an entry
// opens its pre-filled form.
import { FavouritesCard } from '../../favourites';

export function FavouritesPanel({ trimmed }: { trimmed: boolean }) {
  return <FavouritesCard isTrimmed={trimmed} />;
}
