import { useTranslation } from 'react-i18next';
import { FigureGrid } from './parcelFigures';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionProps } from './types';

/** The surroundings of the location: CBS demography, noise and distances to amenities; figures no register knows are left out, and with none the section says so. */
export default function LocationContext({ section, page }: SectionProps) {
  const { t } = useTranslation();
  const title = paramText(section.param1) || t('publications.sectionTypes.location_context');
  const figures = page.location ? (page.locationDetails?.context ?? []) : [];
  const empty = !page.location ? t('publications.sections.noLocation') : !figures.length && t('publications.sections.noContext');
  return (
    <SectionFrame type={section.type} title={title} empty={empty}>
      <FigureGrid figures={figures} testId="pub-figures-context" />
    </SectionFrame>
  );
}
