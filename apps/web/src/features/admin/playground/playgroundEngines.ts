import { filterCatalogue, newFilterReference, searchRoutes, type SearchCountResponse } from '@plotwise/contracts';
import { evaluateFinance, galleryFlatExample } from '@plotwise/core/finance/index';
import { blockExamples, type GeneratorMessage } from '@plotwise/core/generator/index';
import { api } from '../../../api/api';
import { isApiError } from '../../../api/ApiError';
import { generatorClient } from '../../generator/generatorClient';
import { parseFinanceInput, parseGeneratorInput, parseSearchFilters, type ParsedInput } from './playgroundInput';

/** A figure of a run as the screen shows it: a translation key and a number (formatted in the screen's language). */
interface RunFigure {
  key: string;
  value: number;
  /** euros rather than a plain number */
  money?: boolean;
}

/** What one run gives: its figures, the messages the engine raised, and the output to read or copy. */
export type RunOutcome =
  | { ok: true; ms: number; figures: RunFigure[]; messages: string[]; output: unknown }
  | { ok: false; problems: { path: string; message: string }[] };

/** One engine of the playground: its example input and how a pasted input is run. */
export interface PlaygroundEngine {
  key: 'generator' | 'finance' | 'search';
  example: () => unknown;
  run: (text: string) => Promise<RunOutcome>;
}

const refused = <T>(parsed: ParsedInput<T>): RunOutcome | null => (parsed.ok ? null : { ok: false, problems: parsed.problems });
const messageText = (m: GeneratorMessage) => `${m.message} (${m.target}${m.value !== null ? `: ${m.value}` : ''})`;

/** The generator in the app's Web Worker, as the building editor runs it; the worker measures generation itself. */
const generator: PlaygroundEngine = {
  key: 'generator',
  example: () => blockExamples()[0]!.input,
  run: async (text) => {
    const parsed = parseGeneratorInput(text);
    if (!parsed.ok) return refused(parsed)!;
    const { result, elapsedMs } = await generatorClient().generate(parsed.value);
    const ff = result.form_factors;
    return {
      ok: true,
      ms: elapsedMs,
      figures: [
        { key: 'units', value: ff.units },
        { key: 'gfa', value: ff.gfa },
        { key: 'nfa', value: ff.nfa },
        { key: 'floors', value: ff.floors },
        { key: 'parkingSpots', value: ff.parking_spots },
      ],
      messages: result.messages.map(messageText),
      output: { messages: result.messages, form_factors: ff },
    };
  },
};

/**
 * The finance engine in the browser. POST /api/finance/evaluate only takes a stored location and concept, not a
 * raw engine input, and the engine is pure (the concept sheets run it in the browser too); here the time measured
 * is the engine's alone, without the network in it.
 */
const finance: PlaygroundEngine = {
  key: 'finance',
  example: () => galleryFlatExample,
  run: async (text) => {
    const parsed = parseFinanceInput(text);
    if (!parsed.ok) return refused(parsed)!;
    const started = performance.now();
    const outcome = evaluateFinance(parsed.value);
    const ms = performance.now() - started;
    if (!outcome.ok) return { ok: false, problems: outcome.errors.map((e) => ({ path: e.path || '(the whole input)', message: e.message })) };
    const rgw = outcome.value.rgw;
    return {
      ok: true,
      ms,
      figures: [
        { key: 'residualLandValue', value: rgw.residualLandValue.cents / 100, money: true },
        { key: 'totalValue', value: rgw.totalValue.cents / 100, money: true },
        { key: 'totalInvestment', value: rgw.totalInvestment.cents / 100, money: true },
      ],
      messages: [],
      output: outcome.value,
    };
  },
};

/** The problems of a refused search body: the engine's (with paths), else the message as one problem. */
function serverProblems(details: unknown, message: string): { path: string; message: string }[] {
  const problems = (details as { problems?: { path?: string; message?: string }[] } | null)?.problems;
  if (Array.isArray(problems) && problems.length > 0) return problems.map((p) => ({ path: p.path || 'filters', message: p.message ?? '' }));
  return [{ path: 'filters', message }];
}

/** The site search's count endpoint, as the filter editor calls it; the time is the round trip. */
const search: PlaygroundEngine = {
  key: 'search',
  // the first two range filters of the catalogue with their spec defaults
  example: () => ({
    filters: filterCatalogue
      .filter((d) => d.kind === 'range')
      .slice(0, 2)
      .map((d, i) => newFilterReference(d.key, (i + 1) * 10)),
  }),
  run: async (text) => {
    const parsed = parseSearchFilters(text);
    if (!parsed.ok) return refused(parsed)!;
    const started = performance.now();
    let answer: SearchCountResponse;
    try {
      // a filter the engine refuses (unknown key, wrong parameters) is a 400 with its problems, not a failure
      answer = await api.call(searchRoutes.count, { body: parsed.value, expected: [400] });
    } catch (e) {
      if (isApiError(e) && e.status === 400) return { ok: false, problems: serverProblems(e.details, e.message) };
      throw e;
    }
    const ms = performance.now() - started;
    return { ok: true, ms, figures: [{ key: 'hits', value: answer.count }], messages: [], output: answer };
  },
};

/** The engines in the order of the screen's tabs. */
export const playgroundEngines: readonly PlaygroundEngine[] = [generator, finance, search];
