import { useTranslation } from 'react-i18next';
import { FigureGrid } from './parcelFigures';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionProps } from './types';

/** The current use of the location's parcels (buildings, building years, floor areas, addresses), from the national registers (BAG) as the search holds them; figures no register knows are left out, and with none the section says so. */
export default function LocationCurrentSituation({ section, page }: SectionProps) {
  const { t } = useTranslation();
  const title = paramText(section.param1) || t('publications.sectionTypes.location_current_situation');
  const figures = page.location ? (page.locationDetails?.currentSituation ?? []) : [];
  const empty = !page.location ? t('publications.sections.noLocation') : !figures.length && t('publications.sections.noCurrentSituation');
  return (
    <SectionFrame type={section.type} title={title} empty={empty}>
      <FigureGrid figures={figures} testId="pub-figures-currentSituation" />
    </SectionFrame>
  );
}
