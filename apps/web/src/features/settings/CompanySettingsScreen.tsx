import { Button, FileInput, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useDerivedState } from '../shared/useDerivedState';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { entityKeys, useEntityList } from '../../api/queries';
import { useSession } from '../../api/session';
import type { CompanyStyles, ImageRecord } from '../../api/types';
import { appConfig } from '../../app/environment';
import { SaveStatus } from '../shared/SaveStatus';
import { SettingsFrame, useCanAdmin } from './SettingsFrame';
import { StyleFields, withStyleDefaults } from './StyleFields';
import { useCompanySave } from './useCompanySave';
import { CompanyUsers } from './CompanyUsers';

export const imageUrl = (id: number | string, size: 'img' | 'thumb' = 'thumb') => `${appConfig().services.api}/images/binary/${id}/${size}.png`;

function LogoUpload({ companyId, disabled }: { companyId: number | string; disabled: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const logos = useEntityList<ImageRecord>('images', { where: { type: 'logo' }, order: '-createdAt', limit: 1 });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('type', 'logo');
      form.set('companyId', String(companyId));
      form.set('file', file);
      return api.upload<ImageRecord>(form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('images') }),
  });
  const logo = logos.data?.items[0];
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        {logo ? (
          <Image src={imageUrl(logo.id)} alt={t('settings.company.logoAlt')} h={64} w="auto" fit="contain" data-testid="company-logo" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.company.noLogo')}
          </Text>
        )}
        <FileInput
          label={t('settings.company.logo')}
          accept="image/png,image/jpeg,image/svg+xml,image/webp"
          disabled={disabled}
          placeholder={t('settings.company.chooseLogo')}
          onChange={(file) => file && upload.mutate(file)}
          clearable={false}
          w={260}
        />
      </Group>
      <SaveStatus state={upload.status} error={upload.error} />
    </Stack>
  );
}

export default function CompanySettingsScreen() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const canAdmin = useCanAdmin();
  const save = useCompanySave();
  const company = session?.company;
  const [name, setName] = useDerivedState(company, (c) => c?.name ?? '');
  const [styles, setStyles] = useDerivedState(company, (c): CompanyStyles => withStyleDefaults(c?.cfg?.style));
  if (!company) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ name: name.trim(), cfg: { style: styles } });
  };
  return (
    <SettingsFrame screen="settings.company" intro={t('settings.company.intro')} adminOnly>
      <Paper withBorder p="lg" component="form" onSubmit={submit} aria-label={t('screens.settings.company')}>
        <Stack>
          <TextInput label={t('settings.company.name')} name="company_name" required value={name} disabled={!canAdmin} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} />
          <Text size="sm" c="dimmed">
            {t('settings.company.key')}: {company.key}
          </Text>
          <Title order={2} size="h4">
            {t('settings.company.styles')}
          </Title>
          <StyleFields value={styles} onChange={setStyles} disabled={!canAdmin} />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!canAdmin}>
              {t('common.save')}
            </Button>
            <SaveStatus state={save.status} error={save.error} />
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <LogoUpload companyId={company.id} disabled={!canAdmin} />
      </Paper>
      <CompanyUsers />
    </SettingsFrame>
  );
}
