// Favourite beneficiaries (spec §2 Favourites): trimmed to 5 entries (3 under 480 px) with
// 'See all', or the whole list on the dashboard. Each entry shows its sort code's description.
// TODO(packages/ui): FavouritesList.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { paths } from '../../../app/paths';
import { accountDataAtom } from '../../../shared/data/accountData';
import { Card, TextLink } from '../../../shared/ui-pending';

import * as styles from './layout.css';

function useNarrow(): boolean {
  const query = '(max-width: 479.98px)';
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return undefined;
    const update = () => setNarrow(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return narrow;
}

export function FavouritesPanel({ trimmed }: { trimmed: boolean }) {
  const { favourites, sortCodes } = useAtomValue(accountDataAtom);
  const narrow = useNarrow();
  const shown = trimmed ? favourites.slice(0, narrow ? 3 : 5) : favourites;
  return (
    <Card aria-labelledby="favourites-title">
      <h2 id="favourites-title">Favourites</h2>
      {shown.length === 0 ? <p className={styles.muted}>No favourites yet.</p> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {shown.map((f) => (
          <li key={`${f.sortCode}:${f.destinationAccountNumber}`}>
            <strong>{f.destinationAccountName}</strong>
            <br />
            <span className={styles.muted}>
              {sortCodes.find((s) => s.code === f.sortCode)?.description ?? f.favouriteType} ·{' '}
              {f.destinationAccountNumber}
            </span>
          </li>
        ))}
      </ul>
      {trimmed && favourites.length > shown.length ? (
        <TextLink href={paths.favorites.getHref()}>See all</TextLink>
      ) : null}
    </Card>
  );
}
