// Stand-ins for @savewin/core helpers that have not landed yet, used by src/components only.
// TODO(components): switch each to @savewin/core's export of the same name once it lands, then
// delete this file.

/** Favourites preview (spec §2): 5 entries, 3 when the window is narrower than 480 px. */
export const FAVOURITES_PREVIEW = 5;
export const FAVOURITES_PREVIEW_NARROW = 3;
export const NARROW_BREAKPOINT_PX = 480;

export function favouritesPreviewCount(width: number): number {
  return width < NARROW_BREAKPOINT_PX ? FAVOURITES_PREVIEW_NARROW : FAVOURITES_PREVIEW;
}

/** 'You have N linked wallet(s)', singular for exactly one (spec §2). */
export function linkedWalletCountText(count: number): string {
  return `You have ${count} linked ${count === 1 ? 'wallet' : 'wallets'}`;
}
