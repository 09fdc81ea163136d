import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { featureOutlines } from '../publications/sections/plotOutline';
import { ibisPath, useIbisMap } from './ibisApi';

/**
 * The survey's business parks as an SVG of their register outlines (RD metres, no tiles, no map library), each a
 * link to its park step, reachable with Tab and opened with Enter. Loaded, with its outlines, only when the map nears
 * the viewport (IbisMap in IbisSteps.tsx); the parks' table or the municipalities list beside it is the list to read.
 */
export default function IbisParksMap({ surveyKey, municipality, color }: { surveyKey: string; municipality?: string; color: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const map = useIbisMap(surveyKey, municipality);
  if (map.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  const parks = map.data?.parks ?? [];
  const o = featureOutlines(parks.map((p) => p.outline));
  if (!o) return <Text c="dimmed" size="sm" data-testid="ibis-map-empty">{t('pub.ibisMap.none')}</Text>;
  return (
    <svg
      viewBox={`0 0 ${o.size} ${o.size}`}
      role="group"
      aria-label={municipality ? t('pub.ibisMap.labelOf', { municipality }) : t('pub.ibisMap.label')}
      data-testid="ibis-map"
      style={{ width: '100%', maxWidth: 480, background: '#eef2ee', borderRadius: 8 }}
    >
      {parks.map((p, i) => {
        const to = ibisPath(surveyKey, p.municipality, p.rin);
        return (
          <a
            key={p.rin}
            href={to}
            className="pub-map-link"
            aria-label={p.name}
            data-testid="ibis-map-park"
            data-rin={p.rin}
            onClick={(e) => {
              e.preventDefault();
              void navigate(to);
            }}
          >
            <title>{p.name}</title>
            <path d={o.paths[i]} fill={color} fillOpacity={0.35} fillRule="evenodd" stroke={color} strokeWidth={1.5} />
          </a>
        );
      })}
    </svg>
  );
}
