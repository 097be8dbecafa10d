// Which lists each signed-in route reads. A route's loader starts its reads as the route is
// chosen, so they travel while its code loads; a route whose screen needs a list to draw at all
// waits for it (the progress bar shows meanwhile). The frame waits only for the profile: the other
// lists it starts are drawn where they are shown, each behind its own spinner (ListLoad).
import type { LoaderFunction } from 'react-router';

import {
  billerList,
  favouriteList,
  goalOptionList,
  profile,
  recentHistoryList,
  sortCodeList,
  targetSaveList,
} from '../shared/data/account';
import type { List } from '../shared/data/list';

/**
 * What the frame starts reading on every signed-in page, all at once. Only the profile holds the
 * page back (it decides the frame's state: subscription or not); the rest are drawn where shown.
 */
export const frameLists: readonly List<unknown>[] = [
  profile,
  sortCodeList,
  billerList,
  recentHistoryList,
  favouriteList,
];

/** Starts the frame's reads (each list is read once, until a change or a sign-out). */
export function startFrameReads(): void {
  for (const list of frameLists) void list.ensure();
}

/** A loader that waits for `lists` (never fails: each list keeps its own state). */
function needs(...lists: List<unknown>[]): LoaderFunction {
  return async () => {
    await Promise.all(lists.map((list) => list.ensure()));
    return null;
  };
}

export const goalLists = needs(targetSaveList);
export const billerLists = needs(billerList);
export const sortCodeLists = needs(sortCodeList);
export const sendMoneyLists = needs(sortCodeList, favouriteList);
export const billPaymentLists = needs(billerList, sortCodeList, favouriteList);
export const favouritesLists = needs(favouriteList, sortCodeList, billerList);
export const goalFormLists = needs(targetSaveList, goalOptionList);
