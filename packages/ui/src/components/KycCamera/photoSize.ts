// How big an uploaded KYC photo is sent: a 12 MP phone photo is several MB over mobile data, while
// a face and a card's print read well at 1600 px on the long edge, a few hundred kB as JPEG
// (the gateway refuses more than 2 MB).

/** The longest edge, in pixels, of a photo sent for verification. */
export const PHOTO_MAX_EDGE = 1600;
/** The JPEG quality a photo is encoded at (0–1). */
export const PHOTO_JPEG_QUALITY = 0.85;

/** `width`×`height` scaled down (never up) so that its longer edge is at most `maxEdge`. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge = PHOTO_MAX_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
