// The customer's saved beneficiaries. Trimmed (side panels): the first 5, or 3 on a screen
// narrower than 480 px, and a 'See all' link; untrimmed (dashboard, send money): all of them.
import {
  FAVOURITES_PREVIEW,
  FAVOURITES_PREVIEW_NARROW,
  NARROW_BREAKPOINT_PX,
  favouritesPreviewCount,
  humaniseLabel,
} from '@savewin/core';
import { useId } from 'react';
import { Button, Link } from 'react-aria-components';

import { useMediaQuery } from '../../private/useMediaQuery';

import * as styles from './FavouritesList.css';

/** A favourite as the API gives it (spec §3). */
export interface Favourite {
  favouriteType: string;
  destinationAccountName: string;
  destinationAccountNumber: string;
  sortCode: string;
}

export interface SortCode {
  code: string;
  description: string;
  type: string;
}

export interface FavouritesListProps {
  /** The saved recipients, as the API gives them. */
  favourites: readonly Favourite[];
  /** Banks and wallets by sort code, to name each favourite's institution. */
  sortCodes: readonly SortCode[];
  /** Side-panel mode: a short preview and a 'See all' link. */
  isTrimmed?: boolean;
  /** Window width in px; when left out, the screen's width is followed with matchMedia. */
  width?: number;
  /** Where 'See all' leads (the app's RouterProvider handles it). */
  seeAllHref?: string;
  /** Called with the favourite the customer taps. */
  onSelect: (favourite: Favourite) => void;
  /** Heading of the list. */
  title?: string;
  /** Shown when there are no favourites. */
  emptyText?: string;
}

/** The description of the sort code matching the favourite, else its type in words. */
export function favouriteDescription(favourite: Favourite, sortCodes: readonly SortCode[]): string {
  const match = sortCodes.find((sortCode) => sortCode.code === favourite.sortCode);
  return match?.description ?? humaniseLabel(favourite.favouriteType);
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2)
  ).toUpperCase();
}

/** Saved recipients as tappable rows, trimmed to fit the screen, with a link to all. */
export function FavouritesList({
  favourites,
  sortCodes,
  isTrimmed = false,
  width,
  seeAllHref = '/favorites',
  onSelect,
  title = 'Favourites',
  emptyText = 'No favourites yet',
}: FavouritesListProps) {
  const headingId = useId();
  const narrowScreen = useMediaQuery(`(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`);
  const limit =
    width === undefined
      ? narrowScreen
        ? FAVOURITES_PREVIEW_NARROW
        : FAVOURITES_PREVIEW
      : favouritesPreviewCount(width);
  const shown = isTrimmed ? favourites.slice(0, limit) : favourites;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {isTrimmed && favourites.length > 0 ? (
          <Link href={seeAllHref} className={styles.seeAll}>
            See all
          </Link>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((favourite, index) => (
            <li key={`${favourite.sortCode}-${favourite.destinationAccountNumber}-${index}`}>
              <Button className={styles.entry} onPress={() => onSelect(favourite)}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(favourite.destinationAccountName)}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{favourite.destinationAccountName}</span>
                  <span className={styles.detail}>
                    {favouriteDescription(favourite, sortCodes)} · {favourite.destinationAccountNumber}
                  </span>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
