import { Bitmap } from '@paulmillr/qr';
import decodeQR from '@paulmillr/qr/decode.js';
import { writePaymentQr } from '@savewin/core';
import { describe, expect, it } from 'vitest';

import { QUIET_ZONE, modulesPath, qrModules } from './qrModules';

/** The modules as an image of `scale` pixels a module, as a camera would see them (light around). */
function picture(modules: boolean[][], scale = 4) {
  const size = modules.length * scale;
  const bitmap = new Bitmap({ width: size, height: size });
  bitmap.data = Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => modules[Math.floor(y / scale)]![Math.floor(x / scale)]!),
  );
  return bitmap.toImage();
}

/** The dark cells a path from modulesPath fills, read back from its rectangles. */
function cellsOf(path: string, size: number): boolean[][] {
  const cells = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) cells[Number(y)]![Number(x) + i] = true;
  }
  return cells;
}

describe('qrModules', () => {
  // A customer's own code asking for GH₵ 12.50: the longest kind the portal draws.
  const payload = writePaymentQr({
    scheme: 'savewin',
    accountId: '1000000001',
    merchantName: 'Ama Mensah',
    merchantCity: 'Accra',
    reference: 'Lunch on Friday',
    amount: 1_250,
  });

  it('reads back as the text it was made from, quiet zone and all', () => {
    const modules = qrModules(payload);
    expect(decodeQR(picture(modules))).toBe(payload);
  });

  it('keeps four light modules on every side', () => {
    const modules = qrModules('SAVE & WIN');
    const size = modules.length;
    for (let i = 0; i < size; i++) {
      for (let edge = 0; edge < QUIET_ZONE; edge++) {
        expect([
          modules[edge]![i],
          modules[size - 1 - edge]![i],
          modules[i]![edge],
          modules[i]![size - 1 - edge],
        ]).toEqual([false, false, false, false]);
      }
    }
    // The finder pattern's corner starts right inside the quiet zone.
    expect(modules[QUIET_ZONE]![QUIET_ZONE]).toBe(true);
  });

  it('draws exactly the dark modules, one rectangle per run', () => {
    const modules = qrModules(payload);
    const path = modulesPath(modules);
    expect(cellsOf(path, modules.length)).toEqual(modules);
    const runs = modules.reduce(
      (count, row) => count + row.filter((dark, x) => dark && !row[x - 1]).length,
      0,
    );
    expect(path.match(/M/g)).toHaveLength(runs);
  });
});
