import { describe, expect, it } from 'vitest';

import {
  DEFAULT_NETWORK,
  NETWORKS,
  detectNetwork,
  isNetwork,
  networkLabel,
  parseNetwork,
  suggestNetwork,
} from './network';

describe('detectNetwork suggests the network from the first three digits (spec §5)', () => {
  it.each([
    ['0241234567', 'MTN'],
    ['0541234567', 'MTN'],
    ['0551234567', 'MTN'],
    ['0591234567', 'MTN'],
    ['0251234567', 'MTN'],
    ['0531234567', 'MTN'],
    ['0271234567', 'AT'],
    ['0571234567', 'AT'],
    ['0261234567', 'AT'],
    ['0561234567', 'AT'],
    ['0231234567', 'AT'],
    ['0201234567', 'TELECEL'],
    ['0501234567', 'TELECEL'],
    ['0301234567', 'TELECEL'],
  ])('%s → %s', (number, network) => {
    expect(detectNetwork(number)).toBe(network);
  });

  it('reads international and spaced forms', () => {
    expect(detectNetwork('233241234567')).toBe('MTN');
    expect(detectNetwork('+233 27 123 4567')).toBe('AT');
    expect(detectNetwork('241234567')).toBe('MTN');
  });

  it('suggests while the customer is still typing and waits for three digits', () => {
    expect(suggestNetwork('055')).toBe('MTN');
    expect(suggestNetwork('57')).toBe('AT');
    expect(suggestNetwork('02')).toBeNull();
    expect(suggestNetwork('')).toBeNull();
    expect(detectNetwork('')).toBe('TELECEL');
  });
});

describe('network names', () => {
  it('lists MTN, TELECEL and AT with MTN as the default', () => {
    expect(NETWORKS).toEqual(['MTN', 'TELECEL', 'AT']);
    expect(DEFAULT_NETWORK).toBe('MTN');
  });
  it.each([
    ['MTN', 'MTN'],
    ['TELECEL', 'Telecel'],
    ['AT', 'AT'],
  ] as const)('labels %s as %s', (n, label) => {
    expect(networkLabel(n)).toBe(label);
  });
  it.each([
    ['MTN', 'MTN'],
    ['mtn', 'MTN'],
    [' Telecel ', 'TELECEL'],
    ['VODAFONE', 'TELECEL'],
    ['AIRTELTIGO', 'AT'],
    ['AirtelTigo', 'AT'],
    ['Airtel Tigo', 'AT'],
    ['AT', 'AT'],
    ['GLO', null],
    ['', null],
    ['ATM', null],
  ])('parses %j as %s', (text, network) => {
    expect(parseNetwork(text)).toBe(network);
  });
  it('recognises only canonical names as Network values', () => {
    expect(isNetwork('AT')).toBe(true);
    expect(isNetwork('AIRTELTIGO')).toBe(false);
    expect(isNetwork(3)).toBe(false);
  });
});
