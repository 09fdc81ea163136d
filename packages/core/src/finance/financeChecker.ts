import type { FinanceError } from './financeErrors';
import { isPriceBasis } from '../generator/priceBases';
import type { PriceBasis } from '../generator/priceBases';

// The checks of normalizeFinanceInput, apart from it so that normalizeFinanceInput.ts reads as its stages.

const MAX_AREA_SQUARE_METERS = 1e8;

/** Collects problems; paths are only built when a problem is found, as validation runs on every evaluation. */
export class Checker {
  readonly errors: FinanceError[] = [];
  private scopeList = '';
  private scopeIndex = -1;

  /** Sets the collection and index that following field names are relative to ('' for top-level fields). */
  at(list: string, index = -1): this {
    this.scopeList = list;
    this.scopeIndex = index;
    return this;
  }

  path(field: string): string {
    if (this.scopeList === '') return field;
    const base = this.scopeIndex < 0 ? this.scopeList : `${this.scopeList}[${this.scopeIndex}]`;
    return field === '' ? base : `${base}.${field}`;
  }

  fail(code: FinanceError['code'], message: string, field: string): void {
    this.errors.push({ code, message, path: this.path(field) });
  }

  number(
    value: unknown,
    field: string,
    min: number,
    max: number,
    opts?: { integer?: boolean; minExclusive?: boolean },
  ): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.fail('invalid_number', `Expected a finite number, got ${String(value)}.`, field);
      return 0;
    }
    if ((opts?.minExclusive ? value <= min : value < min) || value > max) {
      const lo = opts?.minExclusive ? `above ${min}` : `at least ${min}`;
      this.fail('out_of_range', `Must be ${lo} and at most ${max}, got ${value}.`, field);
      return 0;
    }
    if (opts?.integer && !Number.isInteger(value)) {
      this.fail('not_integer', `Must be a whole number, got ${value}.`, field);
      return 0;
    }
    return value;
  }

  area(value: unknown, field: string): number {
    return Math.round(this.number(value, field, 0, MAX_AREA_SQUARE_METERS) * 100);
  }

  optionalNumber(
    value: unknown,
    field: string,
    min: number,
    max: number,
    fallback: number,
    opts?: { integer?: boolean; minExclusive?: boolean },
  ): number {
    return value === undefined || value === null ? fallback : this.number(value, field, min, max, opts);
  }

  id(value: unknown, field: string, seen: Set<string>): string {
    if (
      (typeof value !== 'string' || value === '') &&
      (typeof value !== 'number' || !Number.isFinite(value))
    ) {
      this.fail('missing_value', 'An id (text or number) is required.', field);
      return '';
    }
    const id = String(value);
    if (seen.has(id)) this.fail('duplicate_id', `The id ${id} appears twice.`, field);
    seen.add(id);
    return id;
  }

  text(value: unknown, field: string, fallback: string): string {
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'string') {
      this.fail('missing_value', `Expected text, got ${String(value)}.`, field);
      return fallback;
    }
    return value;
  }

  basis(value: unknown, field: string, fallback: PriceBasis | null): PriceBasis {
    if ((value === undefined || value === null) && fallback) return fallback;
    if (isPriceBasis(value)) return value;
    this.fail('unknown_code', `Unknown price basis ${String(value)}.`, field);
    return 'sell_unit';
  }

  /** A list field: absent means empty; anything but an array is an error. */
  list<T>(value: readonly T[] | null | undefined, field: string): readonly T[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.at('').fail('missing_value', 'Expected a list.', field);
      return [];
    }
    const bad = value.findIndex((v) => typeof v !== 'object' || v === null);
    if (bad < 0) return value;
    this.at(field, bad).fail('missing_value', 'Expected an object.', '');
    return [];
  }
}
