import { vars } from '@savewin/ui';
import { recipe } from '@vanilla-extract/recipes';

/** The space a list takes while it is first read, so the page does not move when it arrives. */
export const placeholder = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    borderRadius: vars.radius.large,
    background: vars.color.surfaceRaised,
    border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  },
  variants: {
    // About the height of the list's heading and five rows (three for a side panel's preview).
    rows: {
      five: { minHeight: '21rem' },
      three: { minHeight: '14rem' },
    },
  },
});
