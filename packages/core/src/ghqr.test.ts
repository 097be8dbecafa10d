import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  QR_MESSAGES,
  QR_SCHEMES,
  qrChecksum,
  readDataObjects,
  readPaymentQr,
  writePaymentQr,
  type PaymentQrFields,
} from './ghqr';

/** EMVCo's own example payload (EMV QRCPS MPM v1.1, its CRC A13A): Chinese yuan, country CN. */
const EMVCO_SAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN' +
  '5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.72530315655020162330304' +
  '12340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A';

/** Re-signs a payload whose body was changed, so only the change is tested, not the checksum. */
function resign(payload: string): string {
  const body = payload.slice(0, -4);
  return body + qrChecksum(body);
}

const CHOP_BAR: PaymentQrFields = {
  scheme: 'ghqr',
  accountId: 'GHQR-MER-000123',
  merchantName: 'Auntie Akos Chop Bar',
  merchantCity: 'Kumasi',
  categoryCode: '5812',
  terminalId: 'TILL-02',
};

describe('the EMVCo checksum and data objects', () => {
  it("matches the specification's example: CRC-16/CCITT-FALSE over UTF-8 gives A13A", () => {
    expect(qrChecksum(EMVCO_SAMPLE.slice(0, -4))).toBe('A13A');
  });

  it('reads lengths in characters, so the example’s Chinese merchant name is one object of four', () => {
    const objects = readDataObjects(EMVCO_SAMPLE)!;
    expect(objects.map((o) => o.id)).toEqual([
      '00',
      '01',
      '29',
      '31',
      '52',
      '58',
      '59',
      '60',
      '64',
      '54',
      '53',
      '55',
      '62',
      '91',
      '63',
    ]);
    const language = readDataObjects(objects.find((o) => o.id === '64')!.value)!;
    expect(language).toEqual([
      { id: '00', value: 'ZH' },
      { id: '01', value: '最佳运输' },
      { id: '02', value: '北京' },
    ]);
  });

  it('refuses a length that runs past the end or is not two digits', () => {
    expect(readDataObjects('000201010212')).toEqual([
      { id: '00', value: '01' },
      { id: '01', value: '12' },
    ]);
    expect(readDataObjects('00050101')).toBeNull();
    expect(readDataObjects('00A201')).toBeNull();
    expect(readDataObjects('0000')).toBeNull();
  });
});

describe('reading a scanned payment QR', () => {
  it('refuses the EMVCo example: a sound code, but in yuan', () => {
    expect(readPaymentQr(EMVCO_SAMPLE)).toEqual({
      ok: false,
      problem: 'currency',
      message: QR_MESSAGES.currency,
    });
  });

  it('reads a static GhQR code: the merchant, city and till, the amount left to the payer', () => {
    const reading = readPaymentQr(writePaymentQr(CHOP_BAR));
    expect(reading).toEqual({
      ok: true,
      qr: {
        scheme: 'ghqr',
        kind: 'static',
        accountId: 'GHQR-MER-000123',
        merchantName: 'Auntie Akos Chop Bar',
        merchantCity: 'Kumasi',
        categoryCode: '5812',
        terminalId: 'TILL-02',
        reference: null,
        amount: null,
      },
    });
  });

  it('reads a dynamic code’s amount exactly, in pesewas', () => {
    const reading = readPaymentQr(writePaymentQr({ ...CHOP_BAR, amount: 4_505, reference: 'INV-77' }));
    expect(reading.ok && reading.qr).toMatchObject({ kind: 'dynamic', amount: 4_505, reference: 'INV-77' });
  });

  it('refuses a code with one character changed: the checksum no longer holds', () => {
    const good = writePaymentQr({ ...CHOP_BAR, amount: 4_505 });
    const tampered = good.replace('45.05', '95.05');
    expect(tampered).not.toBe(good);
    expect(readPaymentQr(tampered)).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('refuses a cut-off code, a code without its checksum and one that is not a payment code', () => {
    const good = writePaymentQr(CHOP_BAR);
    expect(readPaymentQr(good.slice(0, -10))).toMatchObject({ problem: 'damaged' });
    expect(readPaymentQr(good.slice(0, -8))).toMatchObject({ problem: 'damaged' });
    expect(readPaymentQr('https://example.com/pay')).toMatchObject({ problem: 'damaged' });
    expect(readPaymentQr('')).toMatchObject({ problem: 'damaged' });
  });

  it('refuses another currency and another country, even with a sound checksum', () => {
    const good = writePaymentQr(CHOP_BAR);
    expect(readPaymentQr(resign(good.replace('5303936', '5303840')))).toMatchObject({ problem: 'currency' });
    expect(readPaymentQr(resign(good.replace('5802GH', '5802NG')))).toMatchObject({ problem: 'country' });
  });

  it('refuses a code whose account template is not of a scheme we pay', () => {
    const good = writePaymentQr(CHOP_BAR);
    const foreign = resign(good.replace(QR_SCHEMES.ghqr, 'GH.COM.OTHERS.PAYS'));
    expect(readPaymentQr(foreign)).toMatchObject({
      ok: false,
      problem: 'scheme',
      message: QR_MESSAGES.scheme,
    });
  });

  it('refuses an amount that is not money: three decimals, zero, a sign', () => {
    const good = writePaymentQr({ ...CHOP_BAR, amount: 1_000 });
    for (const bad of ['10.001', '0.00', '-10.0']) {
      const value = `54${String(bad.length).padStart(2, '0')}${bad}`;
      expect(readPaymentQr(resign(good.replace('540510.00', value))), bad).toMatchObject({
        problem: 'amount',
      });
    }
  });

  it('reads back whatever it writes (generated codes)', () => {
    const text = fc.stringMatching(/^[A-Za-z0-9 .'&-]{1,20}$/).filter((s) => s.trim().length > 0);
    fc.assert(
      fc.property(
        fc.record({
          scheme: fc.constantFrom('ghqr' as const, 'savewin' as const),
          accountId: fc.stringMatching(/^[A-Z0-9-]{1,30}$/),
          merchantName: text,
          merchantCity: text,
          amount: fc.option(fc.integer({ min: 1, max: 999_999_999 }), { nil: undefined }),
        }),
        (fields) => {
          const reading = readPaymentQr(writePaymentQr(fields));
          expect(reading.ok).toBe(true);
          if (!reading.ok) return;
          expect(reading.qr).toMatchObject({
            scheme: fields.scheme,
            accountId: fields.accountId,
            merchantName: fields.merchantName.trim().slice(0, 25).trim(),
            merchantCity: fields.merchantCity.trim().slice(0, 15).trim(),
            amount: fields.amount ?? null,
            kind: fields.amount === undefined ? 'static' : 'dynamic',
          });
        },
      ),
    );
  });
});
