import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { respondentLink } from './useRespondent';

/** After sending: thanks, and the private link by which the respondent can come back and change their answers. */
export function PrivateAnswersLink({ respondentKey }: { respondentKey: string }) {
  const { t } = useTranslation();
  const link = respondentLink(respondentKey);
  return (
    <Stack gap={6}>
      <Text size="sm">{t('publications.survey.thanks')}</Text>
      <Text size="sm">{t('publications.survey.privateLink')}</Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          readOnly
          value={link}
          aria-label={t('publications.survey.privateLinkLabel')}
          data-testid="survey-private-link"
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button size="sm" variant="default" onClick={copy} className="pub-no-print">
              {copied ? t('publications.survey.copied') : t('publications.survey.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
