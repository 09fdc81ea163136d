import { useTranslation } from 'react-i18next';
import { ConceptEmpty, ConceptSectionFrame } from './ConceptSectionFrame';
import { SvgImage } from './SvgImage';
import type { SectionProps } from './types';

/** concept_topview: the site from above with the plots and the buildings' ground outlines, drawn on the server. */
export default function ConceptTopview(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <ConceptSectionFrame
      {...props}
      render={(c) =>
        c.topview ? (
          <SvgImage svg={c.topview} alt={t('publications.concept.topviewAlt', { name: c.name })} testId="pub-topview" />
        ) : (
          <ConceptEmpty text={t('publications.concept.noFigures')} />
        )
      }
    />
  );
}
