/** A per-plot array of the index. */
export type PlotArray = Float64Array | Float32Array | Uint32Array | Uint16Array | Uint8Array;

/** A copy of `a` on a SharedArrayBuffer, which worker threads read without a copy of their own (`a` when it already is). */
export function sharedCopy<T extends PlotArray>(a: T): T {
  if (a.buffer instanceof SharedArrayBuffer) return a;
  const copy = new (a.constructor as new (b: SharedArrayBuffer) => T)(new SharedArrayBuffer(a.byteLength));
  copy.set(a as never);
  return copy;
}
