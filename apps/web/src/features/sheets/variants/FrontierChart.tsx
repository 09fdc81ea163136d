import { rgwFrontier, type FrontierAxis, type RankedVariant } from '@plotwise/core/variants/index';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

const W = 640;
const H = 300;
const PAD = { left: 84, right: 16, top: 16, bottom: 44 };

const axisValue = (v: RankedVariant, axis: FrontierAxis) => v.metrics[axis];

/** Round tick values over [lo, hi] (1, 2 or 5 times a power of ten apart). */
function ticks(lo: number, hi: number, n = 5): number[] {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / n;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) out.push(v);
  return out;
}

/**
 * Every variant as a dot (RGW against units, GFA or FSI), the frontier (no other variant has more of the axis
 * and a higher RGW) as a line, the best variant ringed. SVG, so it prints and scales.
 */
export function FrontierChart({
  variants,
  axis,
}: {
  variants: readonly RankedVariant[];
  axis: FrontierAxis;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const front = useMemo(() => rgwFrontier(variants, axis), [variants, axis]);
  if (!variants.length) return null;
  const xs = variants.map((v) => axisValue(v, axis));
  const ys = variants.map((v) => v.rgwCents / 100);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.min(0, ...ys), Math.max(0, ...ys)];
  const sx = (x: number) =>
    PAD.left +
    (x1 > x0 ? ((x - x0) / (x1 - x0)) * (W - PAD.left - PAD.right) : (W - PAD.left - PAD.right) / 2);
  const sy = (y: number) =>
    H - PAD.bottom - (y1 > y0 ? ((y - y0) / (y1 - y0)) * (H - PAD.top - PAD.bottom) : 0);
  const digits = axis === 'fsi' ? 2 : 0;
  const best = variants[0]!;
  const label = t('sheets.variants.chartLabel', {
    axis: t(`sheets.variants.axis.${axis}`),
    n: variants.length,
    front: front.length,
  });
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      style={{ maxWidth: W }}
      role="img"
      aria-label={label}
      data-testid="variants-chart"
    >
      <title>{label}</title>
      {ticks(y0, y1).map((v) => (
        <g key={`y${v}`}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={sy(v)}
            y2={sy(v)}
            stroke={v === 0 ? '#868e96' : '#e9ecef'}
          />
          <text
            x={PAD.left - 6}
            y={sy(v)}
            fontSize={11}
            textAnchor="end"
            dominantBaseline="middle"
            fill="#495057"
          >
            {t('sheets.variants.millions', { value: formatNumber(v / 1e6, lang, 1) })}
          </text>
        </g>
      ))}
      {ticks(x0, x1).map((v) => (
        <text
          key={`x${v}`}
          x={sx(v)}
          y={H - PAD.bottom + 16}
          fontSize={11}
          textAnchor="middle"
          fill="#495057"
        >
          {formatNumber(v, lang, digits)}
        </text>
      ))}
      <text x={(PAD.left + W - PAD.right) / 2} y={H - 6} fontSize={12} textAnchor="middle" fill="#212529">
        {t(`sheets.variants.axis.${axis}`)}
      </text>
      <text
        x={14}
        y={(PAD.top + H - PAD.bottom) / 2}
        fontSize={12}
        textAnchor="middle"
        fill="#212529"
        transform={`rotate(-90 14 ${(PAD.top + H - PAD.bottom) / 2})`}
      >
        {t('sheets.variants.axis.rgw')}
      </text>
      {variants.map((v) => (
        <circle
          key={v.key}
          cx={sx(axisValue(v, axis))}
          cy={sy(v.rgwCents / 100)}
          r={2.5}
          fill={v.exact ? '#495057' : '#adb5bd'}
        />
      ))}
      <polyline
        points={front.map((v) => `${sx(axisValue(v, axis))},${sy(v.rgwCents / 100)}`).join(' ')}
        fill="none"
        stroke="#1c7ed6"
        strokeWidth={2}
      />
      {front.map((v) => (
        <circle
          key={`f${v.key}`}
          cx={sx(axisValue(v, axis))}
          cy={sy(v.rgwCents / 100)}
          r={3.5}
          fill="#1c7ed6"
          data-frontier="1"
        />
      ))}
      <circle
        cx={sx(axisValue(best, axis))}
        cy={sy(best.rgwCents / 100)}
        r={7}
        fill="none"
        stroke="#e8590c"
        strokeWidth={2}
      />
    </svg>
  );
}
