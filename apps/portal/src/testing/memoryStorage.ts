// A Web Storage (sessionStorage, localStorage) in memory, for unit tests that run without a browser.
export class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  get length() {
    return this.values.size;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  /** Every key held, in order (what a test asserts was kept). */
  keys() {
    return [...this.values.keys()].sort();
  }
}
