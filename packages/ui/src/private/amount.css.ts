// A large amount stays one number: it never wraps inside its digits ('GH₵12,345.' above '50').
// Its type shrinks with the card instead, which is why the card is a size container: 10 % of the
// card's width fits the longest balance there is ('GH₵1,234,567.89') on the narrowest phone.
import { style } from '@vanilla-extract/css';

/** On the card (or panel) that holds a large amount: what the amount's size is measured against. */
export const amountContainer = style({ containerType: 'inline-size' });

/** A large amount at `fontSize` where the card is wide enough, smaller on one line where it is not. */
export function largeAmount(fontSize: string) {
  return { whiteSpace: 'nowrap', fontSize: `min(${fontSize}, 10cqi)` } as const;
}
