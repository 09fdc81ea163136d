import { roundHalfAway } from '../millicents';

/*
 * A tiny expression builder: every expression carries the Excel formula text and the value JavaScript computes
 * for it with the same floating-point operations in the same order. The value is written into the file as the
 * cell's cached result, so Excel shows the figures before it recalculates, and a formula engine that recomputes
 * the file gets the same numbers.
 */

/** An Excel expression with its value; `p` is the precedence of its outermost operator (3 atom, 2 × ÷, 1 + −). */
export interface Expr {
  readonly f: string;
  readonly v: number | string;
  readonly p: number;
}

const ATOM = 3;
const MUL = 2;
const ADD = 1;

const num = (e: Expr): number => (typeof e.v === 'number' ? e.v : 0);
// Operands are parenthesised unless they bind tighter, so Excel evaluates left to right exactly as JavaScript.
const wrap = (e: Expr, min: number): string => (e.p >= min ? e.f : `(${e.f})`);

/** A number literal. */
export const lit = (n: number): Expr => ({ f: n < 0 ? `(${n})` : String(n), v: n, p: ATOM });

/** A cell reference with the cell's value (blank cells count as 0, as in Excel). */
export const cellRef = (address: string, value: number | string | null): Expr => ({
  f: address,
  v: value ?? 0,
  p: ATOM,
});

/** a + b */
export const add = (a: Expr, b: Expr): Expr => ({
  f: `${wrap(a, ADD)}+${wrap(b, MUL)}`,
  v: num(a) + num(b),
  p: ADD,
});
/** a − b */
export const sub = (a: Expr, b: Expr): Expr => ({
  f: `${wrap(a, ADD)}-${wrap(b, MUL)}`,
  v: num(a) - num(b),
  p: ADD,
});
/** a × b */
export const mul = (a: Expr, b: Expr): Expr => ({
  f: `${wrap(a, MUL)}*${wrap(b, ATOM)}`,
  v: num(a) * num(b),
  p: MUL,
});
/** a ÷ b */
export const div = (a: Expr, b: Expr): Expr => ({
  f: `${wrap(a, MUL)}/${wrap(b, ATOM)}`,
  v: num(a) / num(b),
  p: MUL,
});

/** ROUND(a, 0): half away from zero, the engine's rounding of millicents and cents. */
export const round0 = (a: Expr): Expr => ({ f: `ROUND(${a.f},0)`, v: roundHalfAway(num(a)), p: ATOM });

/** ABS(a) */
export const abs = (a: Expr): Expr => ({ f: `ABS(${a.f})`, v: Math.abs(num(a)), p: ATOM });

/** MAX(0, a): a base that cannot be negative (interest is not paid on money received). */
export const max0 = (a: Expr): Expr => ({ f: `MAX(0,${a.f})`, v: Math.max(0, num(a)), p: ATOM });

/** MIN(a, b) */
export const min = (a: Expr, b: Expr): Expr => ({ f: `MIN(${a.f},${b.f})`, v: Math.min(num(a), num(b)), p: ATOM });

/** The sum of several expressions as one chain of additions (0 when there are none). */
export const sumOf = (items: readonly Expr[]): Expr => {
  if (items.length === 0) return lit(0);
  let out = items[0]!;
  for (let i = 1; i < items.length; i++) out = add(out, items[i]!);
  return out;
};

/** IF(textCell = "code", then, otherwise): a parameter given as a code such as "net" or "von". */
export const ifCode = (cell: Expr, code: string, then: Expr, otherwise: Expr): Expr => ({
  f: `IF(${cell.f}="${code}",${then.f},${otherwise.f})`,
  v: String(cell.v).toLowerCase() === code ? then.v : otherwise.v,
  p: ATOM,
});

/** IF(cond > 0, then, ""): a figure that is undefined (per dwelling without dwellings) stays empty. */
export const ifPositive = (cond: Expr, then: Expr): Expr => ({
  f: `IF(${wrap(cond, ADD)}>0,${then.f},"")`,
  v: num(cond) > 0 ? then.v : '',
  p: ATOM,
});

/** A function call whose value the caller computes (SUM, SUMIF, INDEX/MATCH ...). */
export const call = (name: string, args: readonly string[], value: number | string): Expr => ({
  f: `${name}(${args.join(',')})`,
  v: value,
  p: ATOM,
});
