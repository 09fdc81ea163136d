/**
 * One current version per BAG object (the one rule for every BAG object type and both BAG importers).
 *
 * An extract should hold at most one voorkomen without eindGeldigheid / eindRegistratie per identificatie, but real
 * files do not always: an address corrected on the same day, or an end date missing on the older version. The
 * versions of one object need not be next to each other (nor in one file of a split extract), so the importer
 * remembers, per object type, the best version seen so far of every identificatie. The BAG's own order decides:
 *
 * 1. the latest beginGeldigheid;
 * 2. then the status: an existing object (in gebruik, uitgegeven, aangewezen, gevormd, verbouwing ...) before one
 *    that is withdrawn, demolished, not realised or wrongly registered;
 * 3. then the highest voorkomenidentificatie (the later registration);
 * on a full tie the first one read stays.
 *
 * Memory: ids are mostly 16-digit numbers and are kept in typed arrays (16 bytes a slot, at most 70 % full): about
 * 270 MB for the 11 million panden of a national extract, a few hundred kB for one gemeente.
 */

/** What a voorkomen says about its order. */
export interface BagVersion {
  /** beginGeldigheid (a date, or a date and time) */
  begin?: string | undefined;
  status?: string | undefined;
  /** voorkomenidentificatie */
  nr?: number | string | undefined;
}

/** Statuses of an object that no longer exists or never did (the other statuses are of an existing object). */
const ENDED_STATUS = /ingetrokken|niet gerealiseerd|gesloopt|onterecht|ten onrechte|in onderzoek verwijderd/i;

const NR_LIMIT = 2 ** 21;

/** Status -> 1 (an existing object) or 0; an extract has a handful of statuses, so each is tested once. */
const statusRanks = new Map<string, number>();
const statusRank = (status: string | undefined) => {
  if (!status) return 1;
  let r = statusRanks.get(status);
  if (r === undefined) {
    r = ENDED_STATUS.test(status) ? 0 : 1;
    if (statusRanks.size < 1000) statusRanks.set(status, r);
  }
  return r;
};

/** yyyymmdd of a date (or date and time) "yyyy-mm-dd...", else 0; read by character codes (once per feature). */
function ymdOf(s: string | undefined): number {
  if (!s || s.length < 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return 0;
  let ymd = 0;
  for (const i of [0, 1, 2, 3, 5, 6, 8, 9]) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return 0;
    ymd = ymd * 10 + d;
  }
  return ymd;
}

/**
 * One number per version, larger = more current: beginGeldigheid as yyyymmdd, then the status rank, then the
 * voorkomenidentificatie (below 2^53 for every date up to 9999-12-31).
 */
export function versionRank(v: BagVersion): number {
  const nr = Math.min(NR_LIMIT - 1, Math.max(0, Math.trunc(Number(v.nr ?? 0)) || 0));
  return (ymdOf(v.begin?.trim()) * 2 + statusRank(v.status)) * NR_LIMIT + nr;
}

/** The id as a number when it has 16 digits (every BAG object but the woonplaats) and is exact as a double, else NaN. */
function numericId(id: string): number {
  if (id.length !== 16) return NaN;
  for (let i = 0; i < 16; i++) {
    const c = id.charCodeAt(i);
    if (c < 48 || c > 57) return NaN;
  }
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : NaN;
}

/**
 * An open-addressing hash map from a non-negative whole number (an identificatie) to a rank: one Float64Array of
 * [key, rank] pairs (one cache line per probe), linear probing, the slot from the high bits of a multiplicative hash.
 */
class RankTable {
  private bits = 10;
  private slots = new Float64Array(2 << this.bits).fill(-1);
  private size = 0;

  /** The slot of `id`: where it is, or the empty slot where it would go. */
  private slot(id: number): number {
    const mask = (1 << this.bits) - 1;
    // mix both 32-bit halves of the number (ids differ mostly in their low digits)
    let i = Math.imul((id % 4294967296) ^ Math.floor(id / 4294967296), 0x9e3779b1) >>> (32 - this.bits);
    while (this.slots[2 * i] !== -1 && this.slots[2 * i] !== id) i = (i + 1) & mask;
    return i;
  }

  get(id: number): number | undefined {
    const i = this.slot(id);
    return this.slots[2 * i] === -1 ? undefined : this.slots[2 * i + 1];
  }

  set(id: number, rank: number) {
    let i = this.slot(id);
    if (this.slots[2 * i] === -1) {
      if ((this.size + 1) * 10 > (1 << this.bits) * 7) {
        this.grow();
        i = this.slot(id);
      }
      this.size++;
      this.slots[2 * i] = id;
    }
    this.slots[2 * i + 1] = rank;
  }

  private grow() {
    const old = this.slots;
    this.bits++;
    this.slots = new Float64Array(2 << this.bits).fill(-1);
    for (let j = 0; j < old.length; j += 2) {
      if (old[j] === -1) continue;
      const i = this.slot(old[j]!);
      this.slots[2 * i] = old[j]!;
      this.slots[2 * i + 1] = old[j + 1]!;
    }
  }
}

/** How a version compares with the versions of its object read before it. */
export type VersionVerdict = 'first' | 'newer' | 'older';

/** The best version so far of every object of an import, per object type. */
export class CurrentVersions {
  private numeric = new Map<string, RankTable>();
  private other = new Map<string, Map<string, number>>();

  /**
   * Offer a version of object `id` of type `kind`: `first` (no version of it before), `newer` (it replaces the
   * version kept so far) or `older` (it is history: the version kept so far stays).
   */
  offer(kind: string, id: string, version: BagVersion): VersionVerdict {
    const rank = versionRank(version);
    // 16-digit ids as numbers in typed arrays; anything else by its text
    const n = numericId(id);
    if (!Number.isNaN(n)) {
      let t = this.numeric.get(kind);
      if (!t) this.numeric.set(kind, (t = new RankTable()));
      const before = t.get(n);
      if (before !== undefined && rank <= before) return 'older';
      t.set(n, rank);
      return before === undefined ? 'first' : 'newer';
    }
    let m = this.other.get(kind);
    if (!m) this.other.set(kind, (m = new Map()));
    const before = m.get(id);
    if (before !== undefined && rank <= before) return 'older';
    m.set(id, rank);
    return before === undefined ? 'first' : 'newer';
  }
}

/** The reason a superseded version is counted under (as skipped: history). */
export const olderVersionReason = (kind: string) => `older ${kind} version (a later current voorkomen of the same object)`;
