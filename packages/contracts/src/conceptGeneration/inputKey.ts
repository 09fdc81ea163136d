import type { GeneratorInput } from '@plotwise/core/generator/index';

/**
 * JSON with the keys of every object sorted: the same input gives the same text whichever way its objects were
 * built (a row from the server, an editor's spread copy, the cfg merged over its defaults).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

// Two 32-bit FNV-1a style hashes with different seeds and multipliers: 64 bits, so two different inputs of the
// same concept sharing a key is out of the question in practice. Not a security measure: the key only decides
// whether a stored result may be shown instead of generating again.
function hash32(text: string, seed: number, prime: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, prime);
  }
  return h >>> 0;
}

/**
 * A short key of everything a generation depends on: the building with its cfg, the units, the site and the
 * generation parameters. A stored result carries the key of the input it was made from; it is shown only while
 * the current input has the same key, so a changed site (parcels, buildable area, height limit) or changed company
 * parameters, which do not mark buildings dirty on the server, still lead to a new generation.
 */
export function generatorInputKey(input: GeneratorInput): string {
  const text = canonicalJson(input);
  const a = hash32(text, 0x811c9dc5, 0x01000193).toString(16).padStart(8, '0');
  const b = hash32(text, 0x9747b28c, 0x5bd1e995).toString(16).padStart(8, '0');
  return `${a}${b}-${text.length.toString(36)}`;
}
