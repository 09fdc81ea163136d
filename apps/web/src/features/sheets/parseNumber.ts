/**
 * Reads a number as people type it in their language: Dutch `1.234,56` (dot groups, comma decimals) or
 * English `1,234.56`. A lone separator that cannot be a thousands group (`12,5` or `12.5`) is read as the
 * decimal mark in both languages. Anything else (letters, two decimal marks, a misplaced group) is null,
 * so a pasted word is refused instead of becoming 0.
 */
export function parseLocalNumber(text: string, lang: string): number | null {
  const s = text.trim().replace(/[\s\u00a0\u202f€%]/g, '').replace(/^\+/, '').replace(/^−/, '-');
  if (s === '' || s === '-') return null;
  const [group, decimal] = lang === 'nl' ? ['.', ','] : [',', '.'];
  const esc = (c: string) => `\\${c}`;
  const grouped = new RegExp(`^-?\\d{1,3}(${esc(group)}\\d{3})+(${esc(decimal)}\\d+)?$`);
  const plain = new RegExp(`^-?\\d*(${esc(decimal)}\\d+)?$`);
  const otherDecimal = new RegExp(`^-?\\d*${esc(group)}\\d+$`);
  let normal: string | null = null;
  if (grouped.test(s)) normal = s.split(group).join('').replace(decimal, '.');
  else if (plain.test(s)) normal = s.replace(decimal, '.');
  // `12.5` in Dutch (or `12,5` in English): not a thousands group, so the other decimal mark
  else if (otherDecimal.test(s) && !/\d{3}$/.test(s.split(group)[1] ?? '')) normal = s.replace(group, '.');
  if (normal === null || normal === '' || normal === '-' || normal === '.') return null;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

/** Writes a number for an input field in the language's notation, without thousands separators (easy to edit). */
export function formatInputNumber(value: number | null | undefined, lang: string, maximumFractionDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const fixed = Number(value.toFixed(maximumFractionDigits)).toString();
  return lang === 'nl' ? fixed.replace('.', ',') : fixed;
}
