/** An in-memory `Storage` for unit tests, with switches to make it fail like a real browser can. */
export class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  failReads = false;
  failWrites = false;

  get length(): number {
    return this.values.size;
  }

  clear(): void {
    this.values.clear();
  }

  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.values.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    if (this.failWrites) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.values.delete(key);
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.values.set(key, String(value));
  }

  entries(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
