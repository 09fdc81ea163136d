import { ibisParkFields, isIbisParkField, type IbisPark, type IbisParkField, type IbisReported, type PublicQuestion } from '@plotwise/contracts';
import { formatNumber } from '../../lib/format';

/** The park properties a park page shows, in order (each may be reported by the survey). */
export const IBIS_FIGURES: readonly IbisParkField[] = [
  'kind',
  'status',
  'start_year',
  'gross_size_ha',
  'net_size_ha',
  'environmental_category',
];

/** A park figure as text: hectares with up to 2 decimals in the language's format, a year as it is, "–" when missing. */
export function figureText(field: IbisParkField, value: string | number | null | undefined, lang: string): string {
  if (value === null || value === undefined || value === '') return '–';
  if (ibisParkFields[field] !== 'number' || field === 'start_year') return String(value);
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? `${formatNumber(n, lang, 2)} ha` : String(value);
}

/** The registered figure of a park and what the survey reported last, if it did. */
export function parkFigure(park: IbisPark, reported: readonly IbisReported[], field: IbisParkField) {
  return { registered: park[field], reported: reported.find((r) => r.field === field) ?? null };
}

/** Questions on a numeric park field are number questions for the form too, so a non-number is named before sending. */
export const asNumberQuestions = (questions: readonly PublicQuestion[]): PublicQuestion[] =>
  questions.map((q) =>
    isIbisParkField(q.field) && ibisParkFields[q.field] === 'number' && q.type !== 'number'
      ? { ...q, type: 'number' }
      : q,
  );
