/**
 * Mobile networks. AirtelTigo and AT are one network, named AT; Vodafone Ghana became Telecel.
 * A prefix only suggests the network: numbers can be ported, so the customer's choice wins.
 */
import { PHONE_PREFIX } from './phone';

export const NETWORKS = ['MTN', 'TELECEL', 'AT'] as const;
export type Network = (typeof NETWORKS)[number];

/** MTN is preselected when linking a wallet (spec §9). */
export const DEFAULT_NETWORK: Network = 'MTN';

// Spec §5 list, plus 023 for AT from the national numbering plan.
const PREFIXES: Readonly<Record<string, Network>> = {
  '024': 'MTN',
  '054': 'MTN',
  '055': 'MTN',
  '059': 'MTN',
  '025': 'MTN',
  '053': 'MTN',
  '027': 'AT',
  '057': 'AT',
  '026': 'AT',
  '056': 'AT',
  '023': 'AT',
};

const LABELS: Readonly<Record<Network, string>> = { MTN: 'MTN', TELECEL: 'Telecel', AT: 'AT' };

/** First three digits of the local form of a full or partly typed number ('+23324…' → '024'). */
function localPrefix(number: string): string {
  if (typeof number !== 'string') return '';
  let digits = number.replace(/\D/g, '');
  if (digits.startsWith(PHONE_PREFIX) && digits.length > 9) digits = `0${digits.slice(PHONE_PREFIX.length)}`;
  else if (digits !== '' && !digits.startsWith('0')) digits = `0${digits}`;
  return digits.slice(0, 3);
}

/**
 * The network a number's prefix suggests, or null while fewer than three digits are known.
 * Works on partly typed numbers so a form can preselect as the customer types.
 */
export function suggestNetwork(number: string): Network | null {
  const prefix = localPrefix(number);
  if (prefix.length < 3) return null;
  return PREFIXES[prefix] ?? 'TELECEL';
}

/** Spec §5: MTN and AT prefixes by list, everything else TELECEL. */
export function detectNetwork(number: string): Network {
  return suggestNetwork(number) ?? 'TELECEL';
}

/** How a network is written for people: 'MTN', 'Telecel', 'AT'. */
export function networkLabel(n: Network): string {
  return LABELS[n];
}

const ALIASES: Readonly<Record<string, Network>> = {
  MTN: 'MTN',
  TELECEL: 'TELECEL',
  VODAFONE: 'TELECEL',
  VODA: 'TELECEL',
  AT: 'AT',
  AIRTELTIGO: 'AT',
  AIRTEL: 'AT',
  TIGO: 'AT',
};

/**
 * Reads a network name from any of the lists the spec mentions ('AIRTELTIGO', 'AirtelTigo',
 * 'Airtel Tigo', 'AT', 'Telecel', 'Vodafone', 'mtn'); null for anything else (e.g. 'GLO').
 */
export function parseNetwork(text: string): Network | null {
  if (typeof text !== 'string') return null;
  const key = text.toUpperCase().replace(/[\s\-_]/g, '');
  return ALIASES[key] ?? null;
}

export function isNetwork(value: unknown): value is Network {
  return typeof value === 'string' && (NETWORKS as readonly string[]).includes(value);
}
