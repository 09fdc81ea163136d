import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionKind, SectionProps } from './types';
import { publicationTypes } from '@plotwise/contracts';

const textParams = [
  { param: 'param1', label: 'publications.params.title' },
  { param: 'param2', label: 'publications.params.text', multiline: true },
] as const;

/** A title and free text written in the editor. */
function CustomText({ section }: SectionProps) {
  const { t } = useTranslation();
  const text = paramText(section.param2);
  return (
    <SectionFrame
      type={section.type}
      title={paramText(section.param1) || t('publications.sectionTypes.custom_text')}
      empty={!text && t('publications.sections.noText')}
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
    </SectionFrame>
  );
}

export const customText: SectionKind = {
  type: 'custom_text',
  for: publicationTypes,
  params: textParams,
  Render: CustomText,
};

/** A notice the visitor should not miss. */
function Warning({ section }: SectionProps) {
  const { t } = useTranslation();
  const text = paramText(section.param2);
  if (!text)
    return (
      <SectionFrame
        type={section.type}
        title={t('publications.sectionTypes.warning')}
        empty={t('publications.sections.noText')}
      />
    );
  return (
    <Alert
      className="pub-section"
      data-section={section.type}
      color="orange"
      title={paramText(section.param1) || undefined}
      my="md"
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
    </Alert>
  );
}

export const warning: SectionKind = {
  type: 'warning',
  for: publicationTypes,
  params: textParams,
  Render: Warning,
};
