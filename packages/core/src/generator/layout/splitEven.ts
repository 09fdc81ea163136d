/** Cuts [from, to] into `n` near-equal parts whose inner cuts sit on multiples of `increment` from `from`. */
export function splitEven(from: number, to: number, n: number, increment: number): [number, number][] {
  const out: [number, number][] = [];
  let prev = from;
  for (let k = 1; k <= n; k++) {
    const cut = k === n ? to : from + Math.round(((to - from) * k) / n / increment) * increment;
    out.push([prev, cut]);
    prev = cut;
  }
  return out.filter(([a, b]) => b - a > 1e-9);
}
