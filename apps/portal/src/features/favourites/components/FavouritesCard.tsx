// The favourites card (spec §2): trimmed in side panels (5 entries, 3 under 480 px, 'See all'),
// whole on the dashboard, the send-money screen and /favorites. Choosing an entry opens the
// matching form pre-filled. Favourites are read after the profile (they need the customer number):
// the card shows its own spinner, or failure with a retry, until they and the sort codes and
// billers that name and route each entry have been read.
import { FavouritesList, InlineMessage } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';

import { ListLoad } from '../../../shared/components/ListLoad';
import { billerList, favouriteList, sortCodeList } from '../../../shared/data/account';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { paths } from '../../../shared/paths';
import { favouriteHref } from '../state/favouriteHref';

/** The favourites, and what names their institutions and leads each to its form. */
const favouriteCardLists = [favouriteList, sortCodeList, billerList];

export function FavouritesCard({ isTrimmed, title }: { isTrimmed: boolean; title?: string }) {
  const favourites = useAtomValue(favouriteList.valueAtom);
  const sortCodes = useAtomValue(sortCodeList.valueAtom);
  const billers = useAtomValue(billerList.valueAtom);
  const navigate = useNavigate();
  const message = useTimedMessage();
  return (
    <ListLoad
      lists={favouriteCardLists}
      loadingLabel="Loading favourites"
      rows={isTrimmed ? 'three' : 'five'}
    >
      <FavouritesList
        favourites={favourites}
        sortCodes={sortCodes}
        isTrimmed={isTrimmed}
        seeAllHref={paths.favourites.getHref()}
        title={title}
        onSelect={(chosen) => {
          // The list hands back the very entry it was given.
          const favourite = favourites.find((f) => f === chosen);
          const href = favourite ? favouriteHref(favourite, sortCodes, billers) : null;
          if (href) void navigate(href);
          else message.show('critical', 'This favourite can no longer be paid from here.');
        }}
      />
      {message.message ? (
        <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
      ) : null}
    </ListLoad>
  );
}
