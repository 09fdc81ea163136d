/**
 * Spec 3 "Saving rule": before data is saved, ids that are not numbers (client-side temporary ids) and
 * foreign keys ending in `Id` that hold strings are stripped; `administrationId` is a real text value and
 * stays. Applied to nested objects too, since configs are saved through their parent.
 */
export function applySavingRule<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => applySavingRule(v)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'id' && typeof v !== 'number') continue;
    if (k.endsWith('Id') && k !== 'administrationId' && typeof v === 'string') continue;
    // defineProperty: a JSON key `__proto__` stays a plain (unknown) key instead of replacing the prototype
    Object.defineProperty(out, k, { value: typeof v === 'object' && v !== null ? applySavingRule(v) : v, enumerable: true, writable: true, configurable: true });
  }
  return out as T;
}
