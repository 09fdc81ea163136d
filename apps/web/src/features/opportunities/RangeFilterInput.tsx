import { Group, NumberInput, RangeSlider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFeatureValue } from './featureFormat';
import type { NumericHistogram } from '@plotwise/contracts';
import { histogramBars, sliderChange, sliderStep, sliderValues, stepDecimals, type Domain } from './rangeSlider';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

/** The bars of the plots the other filters admit, those inside the bounds in colour. */
function HistogramBars({ histogram, lo, hi, label }: { histogram: NumericHistogram; lo: unknown; hi: unknown; label: string }) {
  const bars = histogramBars(histogram, lo, hi);
  const top = Math.max(1, ...bars.map((b) => b.count));
  const w = 100 / Math.max(1, bars.length);
  return (
    <svg viewBox="0 0 100 32" preserveAspectRatio="none" width="100%" height={32} role="img" aria-label={label} data-testid="histogram" style={{ display: 'block' }}>
      {bars.map((b, i) => {
        const h = b.count ? Math.max(1.5, (30 * b.count) / top) : 0;
        return <rect key={i} x={i * w + 0.15} width={Math.max(0.2, w - 0.3)} y={32 - h} height={h} fill={b.inside ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-4)'} />;
      })}
    </svg>
  );
}

/**
 * A range or distance filter: the histogram of what the other filters admit, a two-thumb slider (keyboard:
 * arrow keys on a thumb), exact bounds and the optimal value. A thumb at an end of the slider means no limit.
 */
export function RangeFilterInput({
  label,
  unit,
  domain,
  histogram,
  param1,
  param2,
  optimal,
  prefer,
  disabled,
  onChange,
}: {
  label: string;
  unit: string | null;
  domain: Domain | null;
  histogram: NumericHistogram | undefined;
  param1: unknown;
  param2: unknown;
  optimal: unknown;
  prefer?: 'low' | 'high';
  disabled?: boolean;
  onChange: (patch: { param1?: number | null; param2?: number | null; optimal?: number | null }) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const step = domain ? sliderStep(domain, unit) : 1;
  const decimals = stepDecimals(step);
  const fmt = (v: number) => formatFeatureValue(v, unit, lang, decimals);
  const [lo, hi] = [num(param1), num(param2)];
  const inRange = histogram ? histogramBars(histogram, lo, hi).reduce((s, b) => s + (b.inside ? b.count : 0), 0) : 0;
  const unitText = unit && unit !== 'count' && unit !== 'ratio' ? t(`opportunities.units.${unit}`) : null;
  return (
    <Stack gap={6}>
      {domain && (
        <div>
          {histogram ? (
            <HistogramBars histogram={histogram} lo={lo} hi={hi} label={t('opportunities.range.histogram', { label, count: inRange })} />
          ) : (
            <div style={{ height: 32 }} aria-hidden />
          )}
          <RangeSlider
            min={domain.min}
            max={domain.max}
            step={step}
            minRange={0}
            precision={decimals}
            value={sliderValues(lo, hi, domain)}
            disabled={disabled}
            label={fmt}
            onChange={(v) => onChange(sliderChange(lo, hi, v, domain, step))}
            thumbFromLabel={t('opportunities.range.thumbFrom', { label })}
            thumbToLabel={t('opportunities.range.thumbTo', { label })}
            thumbValueText={fmt}
            size="sm"
            mx={6}
            data-testid="range-slider"
          />
          <Group justify="space-between" mt={2}>
            <Text size="xs" c="gray.7">
              {lo === null ? t('opportunities.range.noMinimum') : `≥ ${fmt(lo)}`}
            </Text>
            <Text size="xs" c="gray.7">
              {hi === null ? t('opportunities.range.noMaximum') : `≤ ${fmt(hi)}`}
            </Text>
          </Group>
        </div>
      )}
      <Group gap="xs" grow>
        <NumberInput
          size="xs"
          label={t('opportunities.range.minimum')}
          placeholder={t('opportunities.range.none')}
          value={lo ?? ''}
          decimalScale={Math.max(decimals, 2)}
          disabled={disabled}
          rightSection={unitText ? <Text size="xs">{unitText}</Text> : undefined}
          rightSectionWidth={unitText ? 40 : undefined}
          onChange={(v) => onChange({ param1: num(v) })}
        />
        <NumberInput
          size="xs"
          label={t('opportunities.range.maximum')}
          placeholder={t('opportunities.range.none')}
          value={hi ?? ''}
          decimalScale={Math.max(decimals, 2)}
          disabled={disabled}
          rightSection={unitText ? <Text size="xs">{unitText}</Text> : undefined}
          rightSectionWidth={unitText ? 40 : undefined}
          onChange={(v) => onChange({ param2: num(v) })}
        />
        <NumberInput
          size="xs"
          label={t('opportunities.range.optimal')}
          placeholder={prefer === 'low' ? t('opportunities.range.preferLow') : prefer === 'high' ? t('opportunities.range.preferHigh') : t('opportunities.range.none')}
          value={num(optimal) ?? ''}
          decimalScale={Math.max(decimals, 2)}
          disabled={disabled}
          onChange={(v) => onChange({ optimal: num(v) })}
        />
      </Group>
    </Stack>
  );
}
