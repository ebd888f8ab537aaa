/**
 * Short-lived per-process answers that make lists cheap at depth: counts, and keyset anchors (the
 * order values of the row just before a deep page). Keyed by table first, so a write through this
 * process drops everything about its table; another process sees at most `ttlMs` old figures.
 * Rows themselves are never cached.
 */
export class ListCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 2000,
  ) {}

  static key(table: string, ...parts: unknown[]): string {
    return table + '\u0000' + JSON.stringify(parts);
  }

  get(key: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: T, now = Date.now()): void {
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(key, { value, at: now });
  }

  dropTable(table: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(table + '\u0000')) this.entries.delete(key);
  }
}
