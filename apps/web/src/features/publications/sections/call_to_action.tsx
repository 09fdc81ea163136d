import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionKind, SectionProps } from './types';
import { publicationTypes } from '@plotwise/contracts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Contact: who to call or mail about this publication; an e-mail address becomes a mail link. */
function CallToAction({ section, page }: SectionProps) {
  const { t } = useTranslation();
  const contact = paramText(section.param2).trim();
  const title = paramText(section.param1) || t('publications.sectionTypes.call_to_action');
  const s = page.company.style;
  return (
    <SectionFrame type={section.type} title={title} empty={!contact && t('publications.sections.noContact')}>
      <Paper p="md" radius="md" style={{ background: s.secondaryColor, color: s.textColor }}>
        <Text fw={600}>{page.company.name}</Text>
        {EMAIL.test(contact) ? (
          <Anchor href={`mailto:${contact}`} c={s.textColor} fw={600} underline="always">
            {contact}
          </Anchor>
        ) : (
          <Text style={{ whiteSpace: 'pre-line' }}>{contact}</Text>
        )}
      </Paper>
    </SectionFrame>
  );
}

export const callToAction: SectionKind = {
  type: 'call_to_action',
  for: publicationTypes,
  params: [
    { param: 'param1', label: 'publications.params.title' },
    { param: 'param2', label: 'publications.params.contact', multiline: true },
  ],
  Render: CallToAction,
};
