// The browser's camera, which the components that open one (the KYC camera, the QR scanner) use
// unless a story injects a fake one.

export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

// One function for the life of the page: a component's camera effect depends on it, and a new
// function at every render restarted the camera at every render (the preview never got a frame).
const browserGetUserMedia: GetUserMedia = (constraints) => navigator.mediaDevices.getUserMedia(constraints);

/** The browser's getUserMedia, or null where there is none (an old browser, an insecure page). */
export function defaultGetUserMedia(): GetUserMedia | null {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return browserGetUserMedia;
}
