// Which lists each signed-in route reads. A route's loader starts its reads as the route is
// chosen, so they travel while its code loads; a route whose screen needs a list to draw at all
// waits for it (the progress bar shows meanwhile), the frame's lists draw behind its own spinner.
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

/** What the frame draws on every signed-in page (profile first: it decides the frame's state). */
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
export const goalFormLists = needs(targetSaveList, goalOptionList);
