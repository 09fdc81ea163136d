import type { UsagePoint, UsageMetric } from '@plotwise/contracts';
import { formatNumber } from '../../../lib/format';

const W = 720;
const H = 220;
const PAD = { left: 44, right: 8, top: 12, bottom: 28 };

/** A round scale top at or above `max` (1, 2 or 5 times a power of ten), so the axis reads easily. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].find((m) => m * p >= max) ?? 10) * p;
}

/** One metric per bucket as bars, drawn in SVG (no chart library for one chart); the table below carries the figures. */
export function UsageChart({ series, metric, label, lang }: { series: readonly UsagePoint[]; metric: UsageMetric; label: string; lang: string }) {
  const top = niceMax(Math.max(0, ...series.map((p) => p.values[metric])));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(series.length, 1);
  const every = Math.ceil(series.length / 12); // at most about twelve period labels
  const total = series.reduce((s, p) => s + p.values[metric], 0);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={`${label}: ${formatNumber(total, lang, 0)}`} data-testid="usage-chart" data-metric={metric} data-total={total}>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH * (1 - f)} y2={PAD.top + plotH * (1 - f)} stroke="#dee2e6" />
          <text x={PAD.left - 6} y={PAD.top + plotH * (1 - f) + 4} textAnchor="end" fontSize={11} fill="#495057">
            {formatNumber(top * f, lang, 0)}
          </text>
        </g>
      ))}
      {series.map((p, i) => {
        const v = p.values[metric];
        const h = (v / top) * plotH;
        const x = PAD.left + i * slot;
        return (
          <g key={p.period}>
            <rect x={x + slot * 0.15} width={slot * 0.7} y={PAD.top + plotH - h} height={h} fill="#087f5b">
              <title>{`${p.period}: ${formatNumber(v, lang, 0)}`}</title>
            </rect>
            {i % every === 0 && (
              <text x={x + slot / 2} y={H - 8} textAnchor="middle" fontSize={11} fill="#495057">
                {p.period.slice(0, 7)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
