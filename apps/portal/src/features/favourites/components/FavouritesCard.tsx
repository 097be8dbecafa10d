// The favourites card (spec §2): trimmed in side panels (5 entries, 3 under 480 px, 'See all'),
// whole on the dashboard, the send-money screen and /favorites. Choosing an entry opens the
// matching form pre-filled.
import { FavouritesList, InlineMessage } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';

import { billerList, favouriteList, sortCodeList } from '../../../shared/data/account';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { paths } from '../../../shared/paths';
import { favouriteHref } from '../state/favouriteHref';

export function FavouritesCard({ isTrimmed, title }: { isTrimmed: boolean; title?: string }) {
  const favourites = useAtomValue(favouriteList.valueAtom);
  const sortCodes = useAtomValue(sortCodeList.valueAtom);
  const billers = useAtomValue(billerList.valueAtom);
  const navigate = useNavigate();
  const message = useTimedMessage();
  return (
    <>
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
    </>
  );
}
