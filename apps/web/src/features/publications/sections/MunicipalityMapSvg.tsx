import { useTranslation } from 'react-i18next';
import type { PublicMunicipalityMap } from '@plotwise/contracts';
import { publicationPath } from '../../../lib/links';
import OutlineLinksSvg from './OutlineLinksSvg';

/**
 * The municipalities' outlines as one SVG (RD metres, no tiles, no map library), each a link to its first publication
 * (its own municipality publication when there is one), reachable with Tab; in the editor's preview not linked.
 */
export default function MunicipalityMapSvg({ municipalities, color, linked }: { municipalities: PublicMunicipalityMap; color: string; linked: boolean }) {
  const { t } = useTranslation();
  const items = municipalities
    .filter((m) => m.outline)
    .map((m) => {
      const first = m.publications[0];
      return {
        id: m.name,
        name: m.name,
        outline: m.outline,
        to: linked && first ? publicationPath(first.type, first.key) : null,
        data: { 'data-testid': 'municipality-map-link', 'data-municipality': m.name },
      };
    });
  return <OutlineLinksSvg items={items} color={color} label={t('publications.municipalityMap.label')} testId="municipality-map" />;
}
