import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicMunicipalityMap } from '@plotwise/contracts';
import { publicationPath } from '../../../lib/links';
import { featureOutlines } from './plotOutline';

/**
 * The municipalities' outlines as one SVG (RD metres, no tiles, no map library), each a link to its first publication
 * (its own municipality publication when there is one), reachable with Tab; in the editor's preview not linked.
 */
export default function MunicipalityMapSvg({ municipalities, color, linked }: { municipalities: PublicMunicipalityMap; color: string; linked: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const drawn = municipalities.filter((m) => m.outline);
  const o = featureOutlines(drawn.map((m) => m.outline));
  if (!o) return null;
  return (
    <svg
      viewBox={`0 0 ${o.size} ${o.size}`}
      role="group"
      aria-label={t('publications.municipalityMap.label')}
      data-testid="municipality-map"
      style={{ width: '100%', maxWidth: 480, background: '#eef2ee', borderRadius: 8 }}
    >
      {drawn.map((m, i) => {
        const first = m.publications[0];
        const shape = <path d={o.paths[i]} fill={color} fillOpacity={0.35} fillRule="evenodd" stroke={color} strokeWidth={1.5} />;
        if (!linked || !first) return <g key={m.name}><title>{m.name}</title>{shape}</g>;
        const to = publicationPath(first.type, first.key);
        return (
          <a
            key={m.name}
            href={to}
            className="pub-map-link"
            aria-label={m.name}
            data-testid="municipality-map-link"
            data-municipality={m.name}
            onClick={(e) => {
              e.preventDefault();
              void navigate(to);
            }}
          >
            <title>{m.name}</title>
            {shape}
          </a>
        );
      })}
    </svg>
  );
}
