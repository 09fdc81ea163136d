/** Property lookup that ignores case, underscores and dots: PDOK spells the same field several ways. */
export class Props {
  private readonly byKey = new Map<string, unknown>();
  private readonly names = new Map<string, string>();
  constructor(readonly raw: Record<string, unknown>) {
    for (const [k, v] of Object.entries(raw)) {
      this.byKey.set(norm(k), v);
      this.names.set(norm(k), k);
    }
  }
  /** the name the feature spells `name` with (as given when it has no such property) */
  nameOf(name: string): string {
    return this.names.get(norm(name)) ?? name;
  }
  /** the first of these names that has a value */
  get(...names: string[]): unknown {
    for (const n of names) {
      const v = this.byKey.get(norm(n));
      if (v !== undefined && v !== null && v !== '') return v;
    }
    return undefined;
  }
  text(...names: string[]): string | undefined {
    const v = this.get(...names);
    return v === undefined ? undefined : String(v).trim() || undefined;
  }
}

const norm = (k: string) => k.toLowerCase().replace(/[^a-z0-9]/g, '');
