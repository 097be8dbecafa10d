// sessionStorage that never throws: a browser with storage disabled (private mode, quota) keeps
// working for the current page instead of crashing.

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the in-memory atom still holds the value for this page.
  }
}
