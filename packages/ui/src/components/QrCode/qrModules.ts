// A QR code as its dark modules, drawn as one SVG path. Error correction 'medium' (15 % of the
// code may be lost: a smudged or cracked phone screen still scans) and the quiet zone of four
// modules the QR standard asks for, without which cameras fail to find the code's edges.
import { encodeQR } from '@paulmillr/qr';

/** Light modules around the code, as ISO/IEC 18004 requires. */
export const QUIET_ZONE = 4;

/** The code's modules, quiet zone included: `true` is dark. */
export function qrModules(text: string): boolean[][] {
  const code = encodeQR(text, 'raw', { ecc: 'medium', border: 0 });
  const size = code.length + 2 * QUIET_ZONE;
  const blank = () => Array.from({ length: size }, () => false);
  return [
    ...Array.from({ length: QUIET_ZONE }, blank),
    ...code.map((row) => [
      ...Array.from({ length: QUIET_ZONE }, () => false),
      ...row,
      ...Array.from({ length: QUIET_ZONE }, () => false),
    ]),
    ...Array.from({ length: QUIET_ZONE }, blank),
  ];
}

/**
 * An SVG path (in module units) filling every dark module: one rectangle per run of dark modules
 * in a row, so a code of some 2,000 modules is one short element, not 2,000.
 */
export function modulesPath(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}
