import { useTranslation } from 'react-i18next';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionKind, SectionProps } from './types';

/**
 * Images of the location. Image files are served to signed-in users only (features/images); until a public
 * image route exists the section says so instead of showing broken pictures.
 */
function ImagesCarrousel({ section }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SectionFrame
      type={section.type}
      title={paramText(section.param1) || t('publications.sectionTypes.images_carrousel')}
      empty={t('publications.sections.noImages')}
    />
  );
}

export const imagesCarrousel: SectionKind = {
  type: 'images_carrousel',
  for: ['location', 'concept'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  Render: ImagesCarrousel,
};
