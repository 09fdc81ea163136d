import { Text, Tooltip } from '@mantine/core';
import type { Explanation, MoneyFigure, QuantityFigure } from '@plotwise/core/finance/index';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../lib/format';

const centsFormats = new Map<string, Intl.NumberFormat>();
/** Euros from cents, always with both decimals (€ 1.234,50): the sheets are audited figure by figure. */
export function euros(cents: number, lang: string): string {
  let f = centsFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    centsFormats.set(lang, f);
  }
  return f.format(cents / 100);
}

/** A figure that cannot be computed: never blank, never NaN, but the reason in words. */
function NoFigure({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Text span c="dimmed" size="sm" title={reason} data-figure="none">
      {t('sheets.noFigure')}
    </Text>
  );
}

/** The engine's explanation of a figure: its formula and the inputs it used (exactCents: the unrounded amount). */
function Explained({ figure }: { figure: Explanation }) {
  const { i18n } = useTranslation();
  const inputs = Object.entries(figure.inputs);
  return (
    <div>
      <div>{figure.formula}</div>
      {inputs.map(([k, v]) => (
        <div key={k} style={{ fontFamily: 'monospace', fontSize: 12 }}>
          {k}: {typeof v === 'number' ? formatNumber(v, i18n.language, 5) : String(v ?? '–')}
        </div>
      ))}
    </div>
  );
}

/** A money figure with its formula on hover; `null` shows why it is undefined. */
export function Money({ figure, cents, testId, why, size = 'sm' }: { figure?: MoneyFigure | null; cents?: number | null; testId?: string; why?: string; size?: 'sm' | 'xl' }) {
  const { t, i18n } = useTranslation();
  const value = figure ? figure.cents : cents;
  if (value === null || value === undefined || !Number.isFinite(value)) return <NoFigure reason={why ?? t('sheets.why.noBase')} />;
  const text = (
    <Text span size={size} fw={size === 'xl' ? 700 : undefined} ff="monospace" data-testid={testId} data-cents={value} style={{ whiteSpace: 'nowrap' }}>
      {euros(value, i18n.language)}
    </Text>
  );
  return figure ? (
    <Tooltip label={<Explained figure={figure} />} multiline maw={420} withArrow>
      {text}
    </Tooltip>
  ) : (
    text
  );
}

export type QuantityKind = 'ratio' | 'percent' | 'area' | 'count';

/** Writes a non-money figure in its kind: a ratio to 3 decimals, a percentage, whole m², a count. */
function formatQuantity(value: number, kind: QuantityKind, lang: string): string {
  if (kind === 'ratio') return formatNumber(value, lang, 3);
  if (kind === 'percent') return formatPercent(value / 100, lang, 2);
  if (kind === 'area') return `${formatNumber(value, lang, 2)} m²`;
  return formatNumber(value, lang, 0);
}

/** A quantity figure (or a plain number) in its kind; null shows why it is undefined. */
export function Quantity({ figure, value, kind, testId, why }: { figure?: QuantityFigure | null; value?: number | null; kind: QuantityKind; testId?: string; why?: string }) {
  const { t, i18n } = useTranslation();
  const v = figure ? figure.value : value;
  if (v === null || v === undefined || !Number.isFinite(v)) return <NoFigure reason={why ?? t('sheets.why.noBase')} />;
  const text = (
    <Text span size="sm" ff="monospace" data-testid={testId} data-value={v} style={{ whiteSpace: 'nowrap' }}>
      {formatQuantity(v, kind, i18n.language)}
    </Text>
  );
  return figure ? (
    <Tooltip label={figure.formula} multiline maw={360} withArrow>
      {text}
    </Tooltip>
  ) : (
    text
  );
}
