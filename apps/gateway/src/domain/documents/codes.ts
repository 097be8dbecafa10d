// Verification codes of issued documents: 20 characters of Crockford base32 (100 bits, shown as
// four groups of five), so guessing one is hopeless even without the public check's rate limit.
// A receipt's code is an HMAC of its movement under the gateway's secret (the same receipt always
// carries the same code, whoever downloads it and however often); a statement's is random (every
// issue is a document of its own). Only the SHA-256 of a code is stored.
import { createHash, createHmac, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 20;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < CODE_LENGTH) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** 'ABCDE-FGHJK-MNPQR-STVWX': how a code is printed and shown. */
export function formatCode(code: string): string {
  return code.match(/.{1,5}/g)?.join('-') ?? code;
}

/**
 * The code as typed or scanned, in its canonical form, or null when it cannot be one: case,
 * spaces and hyphens do not matter, and the letters people confuse with digits (O, I, L) read as
 * the digits they look like, as Crockford's alphabet intends.
 */
export function normaliseCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

export function codeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export interface CodeMaker {
  /** The code of the receipt of one movement (by the ledger's own key): always the same. */
  receipt(ledgerTransactionId: string): string;
  /** A fresh code for a statement. */
  statement(): string;
}

/** Codes under a key derived from the gateway's secret (its own purpose, not the token key). */
export function codeMaker(secret: string): CodeMaker {
  const key = createHmac('sha256', secret).update('savewin:document-codes').digest();
  return {
    receipt: (id) => base32(createHmac('sha256', key).update(`receipt:${id}`).digest()),
    statement: () => base32(randomBytes(13)),
  };
}
