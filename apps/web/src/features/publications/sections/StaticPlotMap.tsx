import { useTranslation } from 'react-i18next';
import type { PublicPage } from '@plotwise/contracts';
import { plotOutline } from './plotOutline';

/** The plots of the page's location (or the pins of its locations) as one SVG: loaded when the section scrolls into view. */
export default function StaticPlotMap({ page, color }: { page: PublicPage; color: string }) {
  const { t } = useTranslation();
  const plots = page.location?.plots ?? [];
  const pins = plots.length
    ? []
    : (page.location ? [page.location] : page.locations)
        .filter((l) => l.lat !== null && l.lon !== null)
        .map((l) => [l.lon!, l.lat!] as [number, number]);
  const o = plotOutline(plots, pins);
  if (!o) return <p data-testid="section-empty">{t('publications.sections.noMap')}</p>;
  return (
    <svg
      viewBox={`0 0 ${o.size} ${o.size}`}
      role="img"
      aria-label={t('publications.sections.mapLabel')}
      data-testid="pub-static-map"
      style={{ width: '100%', maxWidth: 480, background: '#eef2ee', borderRadius: 8 }}
    >
      {o.paths.map((d, i) => (
        <path key={i} d={d} fill={color} fillOpacity={0.35} stroke={color} strokeWidth={2} />
      ))}
      {o.points.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={6} fill={color} stroke="#fff" strokeWidth={2} />
      ))}
    </svg>
  );
}
