import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { brkCredentialsBody, sourceKeyRoutes } from '@plotwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { SaveStatus } from '../../ui/SaveStatus';
import { SourceKeyForm } from './SourceKeyForm';

/** Where the company's BRK answer is cached: the site screen asks it too, to say how to get a key. */
const brkCredentialsKey = ['ownership', 'brk-credentials'];
/** The Kadaster's form to request a BRK Bevragen API key. */
export const BRK_KEY_REQUEST_URL = 'https://formulieren.kadaster.nl/aanmelden_brk_bevragen';

/** Whether the company has entered a Kadaster BRK key (the key itself is never sent to the browser). */
export function useBrkCredentials() {
  return useQuery({ queryKey: brkCredentialsKey, queryFn: () => api.call(sourceKeyRoutes.brk) });
}

/** The company admin enters or removes the key for the Kadaster's BRK Bevragen API (parcel owners). */
export function BrkCredentials({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const state = useBrkCredentials();
  const save = useMutation({
    mutationFn: (apiKey: string | null) => api.call(sourceKeyRoutes.setBrk, { body: { apiKey } }),
    onSuccess: (answer) => qc.setQueryData(brkCredentialsKey, answer),
  });
  return (
    <Paper withBorder p="md" data-testid="brk-credentials">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('settings.brk.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.brk.intro')}{' '}
          <Anchor href={BRK_KEY_REQUEST_URL} target="_blank" rel="noopener noreferrer" underline="always">
            {t('settings.brk.request')}
          </Anchor>
        </Text>
        <Text size="sm" data-testid="brk-state">
          {state.data?.configured ? t('settings.brk.configured') : t('settings.brk.missing')}
        </Text>
        <SourceKeyForm
          schema={brkCredentialsBody}
          texts={{ key: t('settings.brk.key'), save: t('settings.brk.save'), remove: t('settings.brk.remove'), keyShort: (minimum) => t('settings.brk.keyShort', { minimum }) }}
          stored={!!state.data?.configured}
          disabled={disabled}
          save={save}
        />
        <SaveStatus state={save.status} error={save.error} />
      </Stack>
    </Paper>
  );
}
