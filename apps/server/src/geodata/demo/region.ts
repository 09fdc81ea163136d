import type { RectDm } from './geometry';

/**
 * Where the demo region lies and what it is called. Knarwijk is a fictional town in Zuidelijk Flevoland,
 * on polder farmland between Almere, Lelystad and Zeewolde, centred at RD (160 000, 490 000): on the base
 * map it lies on fields, not on top of a real town. Codes are chosen outside the ranges in use (gemeente
 * 9960), so demo rows never join real ones.
 */
export const DEMO = {
  /** the `area` of every demo import: re-loading replaces exactly the demo's rows */
  area: 'demo',
  gemeenteCode: '9960',
  gemeenteNaam: 'Knarwijk',
  woonplaatsId: '9960',
  woonplaatsNaam: 'Knarwijk',
  provincie: 'Flevoland',
  /** the date the extracts describe (fixed: the files must not depend on the day they are generated) */
  standDatum: '2025-01-01',
  cbsYear: 2024,
  planId: 'NL.IMRO.9960.BPKnarwijk2022-VA01',
  planNaam: 'Knarwijk 2022',
  /** centre of the first district, RD metres */
  centreX: 160000,
  centreY: 490000,
} as const;

/** A district cell is 800 x 800 m; main roads run along the cell edges (half of each in either cell). */
export const CELL_DM = 8000;
export const MARGIN_DM = 150;
const X0_DM = DEMO.centreX * 10 - CELL_DM / 2;
const Y0_DM = DEMO.centreY * 10 - CELL_DM / 2;

/** The rectangle of grid cell (i, j) in decimetres. */
export function cellRect(i: number, j: number): RectDm {
  return { x0: X0_DM + i * CELL_DM, y0: Y0_DM + j * CELL_DM, x1: X0_DM + (i + 1) * CELL_DM, y1: Y0_DM + (j + 1) * CELL_DM };
}

/** A grid coordinate (cell corner) in decimetres. */
export const gridX = (i: number) => X0_DM + i * CELL_DM;
export const gridY = (j: number) => Y0_DM + j * CELL_DM;

/** Cells ring by ring around (0, 0): ring r has 8r cells, walked without jumps, so any prefix is one piece without holes. */
export function* spiral(): Generator<{ i: number; j: number; ring: number }> {
  yield { i: 0, j: 0, ring: 0 };
  for (let r = 1; ; r++) {
    for (let j = -r + 1; j <= r; j++) yield { i: r, j, ring: r };
    for (let i = r - 1; i >= -r; i--) yield { i, j: r, ring: r };
    for (let j = r - 1; j >= -r; j--) yield { i: -r, j, ring: r };
    for (let i = -r + 1; i <= r; i++) yield { i, j: -r, ring: r };
  }
}

export type CellKind = 'centre' | 'residential' | 'business' | 'park' | 'farm';

/**
 * What a town cell becomes: the centre, a business park growing east along the railway, a green wedge
 * with a park growing west, neighbourhoods elsewhere.
 */
export function townCellKind(i: number, j: number, ring: number): CellKind {
  if (ring === 0) return 'centre';
  if (i === ring && j >= -Math.floor(ring / 2) && j <= Math.max(0, Math.floor(ring / 2) - 1)) return 'business';
  if (ring >= 2 && i === -ring && j === 0) return 'park';
  return 'residential';
}

/** Compass quadrant of a cell, for wijk names. */
export function quadrant(i: number, j: number): 0 | 1 | 2 | 3 {
  if (j > 0 && Math.abs(i) <= j) return 0;
  if (i > 0 && Math.abs(j) <= i) return 1;
  if (j < 0 && Math.abs(i) <= -j) return 2;
  return 3;
}
export const QUADRANT_NAMES = ['Noord', 'Oost', 'Zuid', 'West'] as const;

/** Eras of building by ring: a polder town grows outwards from its 1970s pioneer centre. */
export interface Era {
  name: string;
  from: number;
  to: number;
}
export function eraOf(ring: number, outermostTownRing: number): Era {
  if (ring === 0) return { name: 'pioneer centre', from: 1976, to: 1988 };
  if (ring === 1) return { name: '1980s', from: 1978, to: 1991 };
  if (ring === 2) return { name: '1990s', from: 1990, to: 2003 };
  if (ring === 3) return { name: '2000s', from: 2002, to: 2013 };
  return ring >= outermostTownRing && ring >= 4 ? { name: 'under construction', from: 2019, to: 2026 } : { name: 'new', from: 2012, to: 2024 };
}

/** Kadastrale gemeenten: one per 26 district cells (secties A-Z). */
const KG_NAMES = [
  ['Knarwijk', 'KNW00'],
  ['Larserveld', 'LRV00'],
  ['Hoge Knar', 'HKN00'],
  ['Vaartwold', 'VTW00'],
  ['Oostknar', 'OKN00'],
  ['Knarmeer', 'KNM00'],
  ['Spiekhoeve', 'SPH00'],
  ['Woldhaven', 'WLH00'],
] as const;
export interface KadastraleGemeente {
  code: string;
  naam: string;
  akrCode: string;
  akrNaam: string;
}
export function kadastraleGemeente(index: number): KadastraleGemeente {
  const base = KG_NAMES[index % KG_NAMES.length]!;
  const round = Math.floor(index / KG_NAMES.length);
  const naam = round ? `${base[0]} ${round + 1}` : base[0];
  const akr = round ? `${base[1].slice(0, 3)}${String(round).padStart(2, '0')}` : base[1];
  return { code: String(9960 + index), naam, akrCode: String(9800 + index), akrNaam: akr };
}

/** A sectie letter (A-Z) for the n-th cell of a kadastrale gemeente. */
export const sectie = (n: number) => String.fromCharCode(65 + (n % 26));

/** PC4 of a cell: 8300 upwards (Noordoostpolder's range; fictional here), wrapping inside 1000-9999. */
export const pc4Of = (cellIndex: number) => String(1000 + ((7300 + cellIndex) % 9000));

const PC6_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';
/** The n-th PC6 letter pair of a PC4 (SA, SD and SS are not issued). */
export function pc6Letters(n: number): string {
  let k = 0;
  for (let a = 0; a < PC6_LETTERS.length; a++)
    for (let b = 0; b < PC6_LETTERS.length; b++) {
      const s = PC6_LETTERS[a]! + PC6_LETTERS[b]!;
      if (s === 'SA' || s === 'SD' || s === 'SS') continue;
      if (k++ === n % 397) return s;
    }
  return 'ZZ';
}
