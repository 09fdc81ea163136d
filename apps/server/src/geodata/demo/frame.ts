import type { PtDm, RectDm } from './geometry';

// The local frame of a town cell and what its blocks share with it: apart from townCell.ts, so that blocks.ts
// (which townCell.ts imports) does not import it back.

/** A rectangle in the cell's local frame: u runs along the streets with houses, v across them. */
export interface LRect {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

/** The frame of a cell: local (u, v) to RD decimetres, in one of two orientations. */
export class Frame {
  constructor(
    private readonly x: number,
    private readonly y: number,
    readonly vertical: boolean,
  ) {}
  rect(l: LRect): RectDm {
    return this.vertical ? { x0: this.x + l.v0, y0: this.y + l.u0, x1: this.x + l.v1, y1: this.y + l.u1 } : { x0: this.x + l.u0, y0: this.y + l.v0, x1: this.x + l.u1, y1: this.y + l.v1 };
  }
  pt(u: number, v: number): PtDm {
    return this.vertical ? [this.x + v, this.y + u] : [this.x + u, this.y + v];
  }
}

/** Split `total` into `n` whole parts that differ by at most one. */
export function splitEven(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, k) => base + (k < total - base * n ? 1 : 0));
}

/** Article numbers of the plan's rules, by hoofdgroep (as a real plan numbers its chapters). */
export const ARTICLES: Record<string, number> = {
  agrarisch: 3,
  bedrijventerrein: 4,
  centrum: 5,
  detailhandel: 6,
  groen: 7,
  kantoor: 8,
  maatschappelijk: 9,
  sport: 10,
  verkeer: 11,
  water: 12,
  wonen: 13,
  woongebied: 14,
  waarde: 15,
};
