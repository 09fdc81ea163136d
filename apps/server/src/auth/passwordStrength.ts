import type { PasswordProblem } from '@plotwise/contracts';

/** zxcvbn's score (0-4) a new password needs: 3 is "safely unguessable" (about 10^10 guesses). */
const MIN_PASSWORD_SCORE = 3;

type Checker = { checkAsync(password: string, userInputs?: (string | number)[]): Promise<{ score: number }> };
let checker: Promise<Checker> | null = null;

// The dictionaries (common passwords, names, words; keyboard patterns) are large: loaded on the first check, on
// the server only. The web shows contracts' cheap rules as the user types; this one answers at the save.
async function loadChecker(): Promise<Checker> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
  return new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
}

/**
 * Why a new password is too easy to guess, or null: breached and common passwords, keyboard walks, sequences,
 * dates, and the user's own words (name, email, company, the product's name) as zxcvbn-style checks do.
 */
export async function guessablePassword(password: string, ownWords: readonly (string | null | undefined)[]): Promise<PasswordProblem | null> {
  checker ??= loadChecker();
  const words = ['plotwise', ...ownWords.flatMap((w) => (w ? w.toLowerCase().split(/[^\p{L}\p{N}]+/u) : []))].filter((w) => w.length >= 3);
  const { score } = await (await checker).checkAsync(password.slice(0, 100), words);
  if (score >= MIN_PASSWORD_SCORE) return null;
  return { code: 'password_too_guessable', message: 'This password is too easy to guess (a common password, a pattern, or your own name); choose a longer or less predictable one' };
}
