import type { FilterReferenceInput } from '@plotwise/contracts';

/**
 * The filter editor's state: feature filter references (spec section 3) as the search API takes them, each
 * with a client id for React keys and edits. `queryFilters` turns them into what count, histograms, results
 * and tiles are asked with; `cfgFilters` into what a saved query stores in `cfg.filters`.
 */
export interface FilterDraft {
  uid: string;
  key: string;
  type: string | null;
  enabled: boolean;
  editable: boolean;
  param1: FilterReferenceInput['param1'];
  param2: FilterReferenceInput['param2'];
  param3: FilterReferenceInput['param3'];
  param4: FilterReferenceInput['param4'];
  optimal: FilterReferenceInput['optimal'];
  weight: number | null;
  polygon: FilterReferenceInput['polygon'];
  children: FilterDraft[];
}

/** What the editor needs to know of a catalogue entry to tell whether a reference can be asked yet. */
export interface DraftSpec {
  kind: string;
  region?: string;
}

let seq = 0;
const nextUid = () => `f${++seq}`;

const finite = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** A draft of an API reference (a catalogue entry's `newReference`, or one read back from a saved query). */
export function draftOf(ref: FilterReferenceInput | Record<string, unknown>): FilterDraft {
  const r = ref as FilterReferenceInput;
  const children = Array.isArray(r.children) ? [...r.children].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) : [];
  return {
    uid: nextUid(),
    key: String(r.key),
    type: r.type ?? null,
    enabled: r.enabled !== false,
    editable: r.editable !== false,
    param1: r.param1 ?? null,
    param2: r.param2 ?? null,
    param3: r.param3 ?? null,
    param4: r.param4 ?? null,
    optimal: r.optimal ?? null,
    weight: typeof r.weight === 'number' ? r.weight : null,
    polygon: r.polygon ?? null,
    children: children.map(draftOf),
  };
}

/**
 * The drafts of a saved query's `cfg.filters` as the data layer answers them (depth 3): children also appear
 * nested under their or-choice, so only the rows without a parent are taken, in their stored order.
 */
export function draftsFromStored(rows: readonly Record<string, unknown>[] | null | undefined): FilterDraft[] {
  return (rows ?? [])
    .filter((r) => !r.parentFilterId)
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0) || Number(a.id ?? 0) - Number(b.id ?? 0))
    .map(draftOf);
}

/**
 * Whether a draft can be asked of the engine yet: a custom area needs its polygon, a distance to a point its
 * latitude and longitude, the map box four numbers. An incomplete filter would be refused (400).
 */
function isComplete(d: FilterDraft, spec: DraftSpec | undefined): boolean {
  if (!spec) return false;
  if (spec.kind === 'polygon') return !!d.polygon;
  if (spec.kind === 'region' && spec.region === 'point') {
    const lat = finite(d.param1);
    const lon = finite(d.param2);
    const r = finite(d.param3);
    return lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && (r === null || r > 0);
  }
  if (spec.kind === 'region' && spec.region === 'bbox') return [d.param1, d.param2, d.param3, d.param4].every((p) => finite(p) !== null);
  return true;
}

function toReference(d: FilterDraft, index: number, children: FilterReferenceInput[]): FilterReferenceInput {
  return {
    key: d.key,
    type: d.type,
    enabled: d.enabled,
    editable: d.editable,
    // renumbered in steps of 10, like every ordered list (spec section 7)
    order: (index + 1) * 10,
    param1: d.param1,
    param2: d.param2,
    param3: d.param3,
    param4: d.param4,
    optimal: d.optimal,
    weight: d.weight,
    polygon: d.polygon,
    children,
  };
}

/**
 * The references to ask count, histograms, results and tiles with: in the editor's order; enabled filters
 * that are not complete yet are left out (disabled ones go along: the engine ignores them).
 */
export function queryFilters(drafts: readonly FilterDraft[], specOf: (key: string) => DraftSpec | undefined): FilterReferenceInput[] {
  const out: FilterReferenceInput[] = [];
  for (const d of drafts) {
    const spec = specOf(d.key);
    if (!spec) continue;
    if (d.enabled && !isComplete(d, spec)) continue;
    out.push(toReference(d, out.length, queryFilters(d.children, specOf)));
  }
  return out;
}

/** The references a saved query stores in `cfg.filters` (replaced as a set on save), or-choice children nested. */
export function cfgFilters(drafts: readonly FilterDraft[]): FilterReferenceInput[] {
  return drafts.map((d, i) => toReference(d, i, cfgFilters(d.children)));
}

/** Whether two editor states would save the same query. */
export const sameFilters = (a: readonly FilterDraft[], b: readonly FilterDraft[]) => JSON.stringify(cfgFilters(a)) === JSON.stringify(cfgFilters(b));

/** Change one draft (at any depth). */
export function updateDraft(drafts: readonly FilterDraft[], uid: string, patch: Partial<Omit<FilterDraft, 'uid'>>): FilterDraft[] {
  return drafts.map((d) => (d.uid === uid ? { ...d, ...patch } : d.children.length ? { ...d, children: updateDraft(d.children, uid, patch) } : d));
}

/** Remove one draft (at any depth). */
export function removeDraft(drafts: readonly FilterDraft[], uid: string): FilterDraft[] {
  return drafts.filter((d) => d.uid !== uid).map((d) => (d.children.length ? { ...d, children: removeDraft(d.children, uid) } : d));
}

/** Add a draft at the end of the list, or of an or-choice's children. */
export function appendDraft(drafts: readonly FilterDraft[], draft: FilterDraft, parentUid?: string): FilterDraft[] {
  if (!parentUid) return [...drafts, draft];
  return drafts.map((d) => (d.uid === parentUid ? { ...d, children: [...d.children, draft] } : d.children.length ? { ...d, children: appendDraft(d.children, draft, parentUid) } : d));
}

/** Move a top-level draft one place up (-1) or down (+1). */
export function moveDraft(drafts: readonly FilterDraft[], uid: string, by: -1 | 1): FilterDraft[] {
  const i = drafts.findIndex((d) => d.uid === uid);
  const j = i + by;
  if (i < 0 || j < 0 || j >= drafts.length) return [...drafts];
  const out = [...drafts];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

/** Every draft, depth first (the or-choices' children after their parent). */
export function flattenDrafts(drafts: readonly FilterDraft[]): FilterDraft[] {
  return drafts.flatMap((d) => [d, ...flattenDrafts(d.children)]);
}

/**
 * Add a top-level draft where the editor shows it: after the last filter of its own group or an earlier one,
 * so that the saved order follows the groups of the catalogue (`rank` gives a key's group position).
 */
export function insertDraftByGroup(drafts: readonly FilterDraft[], draft: FilterDraft, rank: (key: string) => number): FilterDraft[] {
  const r = rank(draft.key);
  let at = 0;
  drafts.forEach((d, i) => {
    if (rank(d.key) <= r) at = i + 1;
  });
  return [...drafts.slice(0, at), draft, ...drafts.slice(at)];
}
