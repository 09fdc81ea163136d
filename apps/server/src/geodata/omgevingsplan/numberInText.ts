import { scaled, TEXT_UNITS, type Quantity } from './normUnits';

/** A limit read from an article's text: the normalised value, its direction and the words it was read from. */
export interface TextLimit {
  value: number;
  direction: 'max' | 'min';
  quantity: Quantity;
  /** the words the value was read from, e.g. "ten hoogste 10 meter" */
  phrase: string;
}

// "ten hoogste 10 meter", "maximaal 3 bouwlagen", "niet meer dan 60%", "ten minste 5 m"
const LIMIT = /\b(ten hoogste|maximaal|niet meer dan|hoogstens|ten minste|minimaal|niet minder dan)\s+(\d+(?:[.,]\d+)?)\s*(vierkante meter|%|[a-zA-Z²0-9]+)/gi;
// a digit glued to a letter is part of a word or unit ("m2", "gm0297"), not a number of the text
const ANY_NUMBER = /(?<![a-zA-Z\d])\d+(?:[.,]\d+)?/g;
const MIN_WORDS = /^(ten minste|minimaal|niet minder dan)$/i;

/**
 * The limit an article states in its text (a normwaarde "waardeInRegeltekst"), only where it is certain: the text
 * holds exactly one number, that number follows a limit phrase and is followed by a unit we know, and the unit
 * measures `quantity`. Anything else (two numbers, no unit, a unit of another kind) is null: read the article.
 */
export function numberInText(text: string | null | undefined, quantity: Quantity): TextLimit | null {
  if (!text) return null;
  const numbers = text.match(ANY_NUMBER) ?? [];
  if (numbers.length !== 1) return null;
  const matches = [...text.matchAll(LIMIT)];
  if (matches.length !== 1) return null;
  const [phrase, words, digits, unitWord] = matches[0]!;
  const unit = TEXT_UNITS.find((u) => u.test.test(unitWord!.trim()))?.unit;
  if (!unit || unit.quantity !== quantity) return null;
  const n = Number(digits!.replace(',', '.'));
  if (!Number.isFinite(n)) return null;
  return { value: scaled(n, unit.factor), direction: MIN_WORDS.test(words!) ? 'min' : 'max', quantity, phrase: phrase.trim() };
}
