import { describe, expect, it } from 'vitest';

import { PHOTO_MAX_EDGE, fitWithin } from './photoSize';

describe('fitWithin', () => {
  it('brings a 12 MP phone photo down to 1600 px on its long edge, keeping its shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: PHOTO_MAX_EDGE, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: PHOTO_MAX_EDGE });
  });

  it('leaves a photo that already fits as it is (never enlarges)', () => {
    expect(fitWithin(400, 420)).toEqual({ width: 400, height: 420 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
  });

  it('keeps a very thin picture at least one pixel wide', () => {
    expect(fitWithin(20_000, 3)).toEqual({ width: 1600, height: 1 });
  });
});
