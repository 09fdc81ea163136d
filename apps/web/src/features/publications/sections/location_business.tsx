import { useTranslation } from 'react-i18next';
import { FigureGrid } from './parcelFigures';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionProps } from './types';

/** The business data at the location: business park, environmental category and the number of people working there (the model keeps no list of companies per location); figures no register knows are left out, and with none the section says so. */
export default function LocationBusiness({ section, page }: SectionProps) {
  const { t } = useTranslation();
  const title = paramText(section.param1) || t('publications.sectionTypes.location_business');
  const figures = page.location ? (page.locationDetails?.business ?? []) : [];
  const empty = !page.location ? t('publications.sections.noLocation') : !figures.length && t('publications.sections.noBusiness');
  return (
    <SectionFrame type={section.type} title={title} empty={empty}>
      <FigureGrid figures={figures} testId="pub-figures-business" />
    </SectionFrame>
  );
}
