/**
 * drand's BLS signature check, once: the gateway refuses a beacon round that fails it and the
 * customer's browser rechecks a drawn draw's round with it. It lives apart from the package's
 * main entry (imported as '@savewin/core/drand') because the BLS12-381 code is heavy: the portal
 * loads it only on the draw's fairness check.
 *
 * quicknet (drand's mainnet chain for unchained rounds every 3 s) signs round r on G1 with the
 * group key on G2 (scheme bls-unchained-g1-rfc9380): message = SHA-256 of r as 8 bytes big-endian,
 * hashed to G1 by RFC 9380 with the basic ciphersuite's tag. The chain hash, the key and the
 * clock are quicknet's published chain information (GET /{chain hash}/info on any drand relay).
 */
import { bls12_381 } from '@noble/curves/bls12-381';
import { sha256 } from '@noble/hashes/sha2';

export interface DrandChain {
  /** The chain's hash (hex): what a draw publishes as its beacon's chain. */
  hash: string;
  /** The group public key (hex, 96 bytes compressed G2). */
  publicKey: string;
  schemeId: 'bls-unchained-g1-rfc9380';
  genesisTime: number;
  period: number;
}

export const DRAND_QUICKNET: DrandChain = {
  hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  schemeId: 'bls-unchained-g1-rfc9380',
  genesisTime: 1_692_803_367,
  period: 3,
};

/** The chains whose rounds can be checked here, by chain hash (a round of any other chain cannot). */
const KNOWN_CHAINS: ReadonlyMap<string, DrandChain> = new Map([[DRAND_QUICKNET.hash, DRAND_QUICKNET]]);

/** The chain with this hash, or undefined when its key is not pinned here. */
export function drandChain(chainHash: string): DrandChain | undefined {
  return KNOWN_CHAINS.get(chainHash.toLowerCase());
}

const RFC9380_G1_TAG = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** What drand signs for an unchained round: SHA-256 of the round number as 8 bytes big-endian. */
export function drandRoundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/** How a bls-unchained-g1-rfc9380 chain hashes its message to G1 (RFC 9380, basic ciphersuite). */
export const DRAND_HASH_TO_G1 = { DST: RFC9380_G1_TAG } as const;

/**
 * Whether `signature` (hex) is the BLS signature of `round` under `publicKey` (hex, a
 * bls-unchained-g1-rfc9380 chain's group key, e.g. DRAND_QUICKNET.publicKey): false for a
 * malformed signature or key, a point off the curve, another round's or another key's signature.
 * Never throws.
 */
export function drandSignatureValid(publicKey: string, round: number, signature: string): boolean {
  if (!Number.isSafeInteger(round) || round < 1 || !HEX.test(signature) || !HEX.test(publicKey)) return false;
  try {
    return bls12_381.verifyShortSignature(
      signature.toLowerCase(),
      drandRoundMessage(round),
      publicKey.toLowerCase(),
      DRAND_HASH_TO_G1,
    );
  } catch {
    return false;
  }
}
