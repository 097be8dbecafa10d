/**
 * GhQR: Ghana's interoperable payment QR (GhIPSS), in EMVCo's merchant-presented format (EMV
 * QRCPS MPM). A payload is a row of data objects, each a two-digit id, a two-digit length in
 * characters and the value; the last is the CRC (id 63), a CRC-16/CCITT-FALSE over the UTF-8 bytes
 * of everything before its value, written as four upper-case hex digits.
 *
 * `readPaymentQr` checks a scanned payload the way a payer must before money moves: the format,
 * every length, the checksum, Ghana cedis (ISO 4217 numeric 936), country GH, a merchant account
 * template of a scheme we pay through, the merchant's name and city, and a well-formed amount for
 * a dynamic code. It answers what to show (merchant, city, terminal, amount) or the reason in words
 * a customer understands; it never guesses. `writePaymentQr` builds payloads (a customer's own code
 * to be paid, and codes for tests) that `readPaymentQr` reads back.
 */
import { type Pesewas } from './money';

/** One data object of a payload: its id and its value. */
export interface QrDataObject {
  id: string;
  value: string;
}

/** The globally unique identifier (sub-id 00) of each account template this portal pays. */
export const QR_SCHEMES = {
  /**
   * GhIPSS's GhQR merchant template. The identifier a live acquirer issues comes with its
   * onboarding; the sandbox merchant directory uses this one.
   */
  ghqr: 'GH.COM.GHIPSS.GHQR',
  /** A SAVE & WIN customer's own code, to be paid by another customer (person to person). */
  savewin: 'GH.COM.SAVEWIN.P2P',
} as const;

export type QrScheme = keyof typeof QR_SCHEMES;

/** ISO 4217 numeric code of the Ghana cedi. */
export const GHANA_CEDI_NUMERIC = '936';
export const GHANA_COUNTRY_CODE = 'GH';
/** Merchant category code for a person paying a person (EMVCo leaves it to the scheme; 0000). */
export const P2P_CATEGORY_CODE = '0000';

export const QR_MESSAGES = {
  damaged: 'This QR code is damaged or incomplete. Ask for a new code, or scan it again.',
  currency: 'This QR code asks for payment in another currency. SAVE & WIN pays in Ghana cedis only.',
  country: 'This QR code is from outside Ghana. SAVE & WIN pays Ghanaian merchants and customers only.',
  scheme: 'This QR code is not a GhQR payment code. Ask the merchant for their GhQR code.',
  amount: 'The amount in this QR code is not valid. Ask for a new code.',
  /** The payer's side: a sound code whose merchant (or till) the merchant directory does not know. */
  merchant:
    'We do not know the merchant in this QR code. Ask the merchant for their GhQR code, or pay another way.',
  /** A SAVE & WIN code naming no open SAVE & WIN account. */
  customer: 'We could not find the SAVE & WIN account in this QR code. Ask for a new code.',
  /** The customer's own code, scanned by themselves. */
  own: 'This is your own QR code. Show it to the person who is paying you.',
} as const;

export type QrProblem = keyof typeof QR_MESSAGES;

/** What a payer is shown and pays, read from a checked payload. */
export interface PaymentQr {
  scheme: QrScheme;
  /** Static codes serve every payment (the payer types the amount); dynamic ones are for one. */
  kind: 'static' | 'dynamic';
  /** The merchant's or customer's account id in the scheme (template sub-id 01). */
  accountId: string;
  merchantName: string;
  merchantCity: string;
  categoryCode: string;
  /** The till (additional data sub-id 07), when the code names one. */
  terminalId: string | null;
  /** The bill or reference (additional data sub-ids 01 and 05), when the code carries one. */
  reference: string | null;
  /** The amount a dynamic code asks for; null when the payer chooses it. */
  amount: Pesewas | null;
}

export type QrReading = { ok: true; qr: PaymentQr } | { ok: false; problem: QrProblem; message: string };

const refuse = (problem: QrProblem): QrReading => ({ ok: false, problem, message: QR_MESSAGES[problem] });

/** The UTF-8 bytes of `text` (this package runs where no TextEncoder is declared). */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    const point = character.codePointAt(0)!;
    if (point < 0x80) bytes.push(point);
    else if (point < 0x800) bytes.push(0xc0 | (point >> 6), 0x80 | (point & 0x3f));
    else if (point < 0x10000)
      bytes.push(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
    else {
      bytes.push(
        0xf0 | (point >> 18),
        0x80 | ((point >> 12) & 0x3f),
        0x80 | ((point >> 6) & 0x3f),
        0x80 | (point & 0x3f),
      );
    }
  }
  return bytes;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the text's UTF-8 bytes, as EMVCo asks. */
export function qrChecksum(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The data objects of a payload (or of a template's value), in order, or null when a length is
 * not two digits or runs past the end. Lengths count characters (code points), as EMVCo's do.
 */
export function readDataObjects(text: string): QrDataObject[] | null {
  const characters = Array.from(text);
  const objects: QrDataObject[] = [];
  let at = 0;
  while (at < characters.length) {
    const head = characters.slice(at, at + 4).join('');
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    if (length === 0 || at + 4 + length > characters.length) return null;
    objects.push({ id: head.slice(0, 2), value: characters.slice(at + 4, at + 4 + length).join('') });
    at += 4 + length;
  }
  return objects;
}

/** One data object as text; the length is the value's count of characters. */
function dataObject(id: string, value: string): string {
  const length = Array.from(value).length;
  if (!/^\d{2}$/.test(id) || length < 1 || length > 99) {
    throw new RangeError(`QR data object ${id} cannot hold ${length} characters`);
  }
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** EMVCo's amount: digits with at most one '.', up to 13 characters; cedis take two decimals. */
function amountOf(text: string): Pesewas | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match || text.length > 13) return null;
  const pesewas = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(pesewas) && pesewas > 0 ? pesewas : null;
}

/** Checks a scanned payload and reads what to pay (see the module's comment). */
export function readPaymentQr(payload: string): QrReading {
  const text = typeof payload === 'string' ? payload.trim() : '';
  const objects = readDataObjects(text);
  if (!objects || objects.length < 2) return refuse('damaged');
  const first = objects[0]!;
  const last = objects[objects.length - 1]!;
  if (first.id !== '00' || first.value !== '01') return refuse('damaged');
  if (last.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value)) return refuse('damaged');
  if (qrChecksum(text.slice(0, text.length - 4)).toUpperCase() !== last.value.toUpperCase()) {
    return refuse('damaged');
  }
  const byId = new Map<string, string>();
  for (const object of objects) {
    if (byId.has(object.id)) return refuse('damaged');
    byId.set(object.id, object.value);
  }
  const initiation = byId.get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') return refuse('damaged');
  const merchantName = byId.get('59')?.trim();
  const merchantCity = byId.get('60')?.trim();
  const categoryCode = byId.get('52');
  if (!merchantName || !merchantCity || !categoryCode || !/^\d{4}$/.test(categoryCode))
    return refuse('damaged');
  const currency = byId.get('53');
  if (currency === undefined) return refuse('damaged');
  if (currency !== GHANA_CEDI_NUMERIC) return refuse('currency');
  const country = byId.get('58');
  if (country === undefined) return refuse('damaged');
  if (country.toUpperCase() !== GHANA_COUNTRY_CODE) return refuse('country');

  // The first account template (ids 26–51) of a scheme we pay; card networks' (02–25) are not ours.
  let account: { scheme: QrScheme; accountId: string } | null = null;
  for (const object of objects) {
    const id = Number(object.id);
    if (id < 26 || id > 51) continue;
    const inner = readDataObjects(object.value);
    if (!inner) return refuse('damaged');
    const guid = inner.find((o) => o.id === '00')?.value.toUpperCase();
    const scheme = (Object.keys(QR_SCHEMES) as QrScheme[]).find((s) => QR_SCHEMES[s] === guid);
    const accountId = inner.find((o) => o.id === '01')?.value.trim();
    if (scheme && accountId) {
      account = { scheme, accountId };
      break;
    }
  }
  if (!account) return refuse('scheme');

  let terminalId: string | null = null;
  let reference: string | null = null;
  const additional = byId.get('62');
  if (additional !== undefined) {
    const inner = readDataObjects(additional);
    if (!inner) return refuse('damaged');
    terminalId = inner.find((o) => o.id === '07')?.value.trim() || null;
    reference = (inner.find((o) => o.id === '05') ?? inner.find((o) => o.id === '01'))?.value.trim() || null;
  }

  const amountText = byId.get('54');
  const amount = amountText === undefined ? null : amountOf(amountText);
  if (amountText !== undefined && amount === null) return refuse('amount');

  return {
    ok: true,
    qr: {
      scheme: account.scheme,
      kind: initiation === '12' ? 'dynamic' : 'static',
      accountId: account.accountId,
      merchantName,
      merchantCity,
      categoryCode,
      terminalId,
      reference,
      amount,
    },
  };
}

/** What a payment QR says, to be written (`writePaymentQr`). */
export interface PaymentQrFields {
  scheme: QrScheme;
  accountId: string;
  merchantName: string;
  merchantCity: string;
  categoryCode?: string;
  terminalId?: string;
  reference?: string;
  /** Makes a dynamic code for this one amount; without it, a static code. */
  amount?: Pesewas;
}

/** Builds a payload `readPaymentQr` reads back to the same fields (names trimmed to EMVCo's sizes). */
export function writePaymentQr(fields: PaymentQrFields): string {
  const template = dataObject('00', QR_SCHEMES[fields.scheme]) + dataObject('01', fields.accountId);
  const additional =
    (fields.reference ? dataObject('05', fields.reference) : '') +
    (fields.terminalId ? dataObject('07', fields.terminalId) : '');
  const amount =
    fields.amount === undefined
      ? ''
      : dataObject(
          '54',
          `${Math.trunc(fields.amount / 100)}.${String(fields.amount % 100).padStart(2, '0')}`,
        );
  const body =
    dataObject('00', '01') +
    dataObject('01', fields.amount === undefined ? '11' : '12') +
    dataObject('26', template) +
    dataObject('52', fields.categoryCode ?? P2P_CATEGORY_CODE) +
    dataObject('53', GHANA_CEDI_NUMERIC) +
    amount +
    dataObject('58', GHANA_COUNTRY_CODE) +
    dataObject('59', Array.from(fields.merchantName.trim()).slice(0, 25).join('')) +
    dataObject('60', Array.from(fields.merchantCity.trim()).slice(0, 15).join('')) +
    (additional ? dataObject('62', additional) : '') +
    '6304';
  return body + qrChecksum(body);
}
