import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { DSO_KEY_REQUEST_URL, dsoCredentialsBody, sourceKeyRoutes } from '@plotwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { SaveStatus } from '../../ui/SaveStatus';
import { SourceKeyForm } from './SourceKeyForm';

/** Where the DSO key state is cached: the location page asks it too, to say how to get a key. */
const dsoCredentialsKey = ['dso', 'credentials'];

/** Whether the company or the installation has a DSO API key (the key itself is never sent to the browser). */
export function useDsoCredentials() {
  return useQuery({ queryKey: dsoCredentialsKey, queryFn: () => api.call(sourceKeyRoutes.dso) });
}

/** The company admin enters or removes the DSO API key for the online Omgevingswet sources. */
export function DsoCredentials({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const state = useDsoCredentials();
  const save = useMutation({
    mutationFn: (apiKey: string | null) => api.call(sourceKeyRoutes.setDso, { body: { apiKey } }),
    onSuccess: (answer) => qc.setQueryData(dsoCredentialsKey, answer),
  });
  const status = state.data?.company ? t('settings.dso.configured') : state.data?.installation ? t('settings.dso.installation') : t('settings.dso.missing');
  return (
    <Paper withBorder p="md" data-testid="dso-credentials">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('settings.dso.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.dso.intro')}{' '}
          <Anchor href={DSO_KEY_REQUEST_URL} target="_blank" rel="noopener noreferrer" underline="always">
            {t('settings.dso.request')}
          </Anchor>
        </Text>
        <Text size="sm" data-testid="dso-state">
          {state.isError ? t('settings.dso.failed') : state.data ? status : ''}
        </Text>
        <SourceKeyForm
          schema={dsoCredentialsBody}
          texts={{ key: t('settings.dso.key'), save: t('settings.dso.save'), remove: t('settings.dso.remove'), keyShort: (minimum) => t('settings.dso.keyShort', { minimum }) }}
          stored={!!state.data?.company}
          disabled={disabled}
          save={save}
        />
        <SaveStatus state={save.status} error={save.error} />
      </Stack>
    </Paper>
  );
}
