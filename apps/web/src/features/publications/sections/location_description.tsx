import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionKind, SectionProps, SectionType } from './types';

/** A written description of the location (residential or industrial), authored in the editor. */
function Description({ section }: SectionProps) {
  const { t } = useTranslation();
  const text = paramText(section.param2);
  const title = paramText(section.param1) || t(`publications.sectionTypes.${section.type}`);
  return (
    <SectionFrame type={section.type} title={title} empty={!text && t('publications.sections.noText')}>
      <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
    </SectionFrame>
  );
}

const description = (type: SectionType): SectionKind => ({
  type,
  for: ['location', 'concept', 'searchquery'],
  params: [
    { param: 'param1', label: 'publications.params.title' },
    { param: 'param2', label: 'publications.params.text', multiline: true },
  ],
  Render: Description,
});

export const locationDescriptionResidential = description('location_description_residential');
export const locationDescriptionIndustrial = description('location_description_industrial');
