import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent } from 'react';
import { UnsavedChangesGuard } from '../../app/UnsavedChangesGuard';
import { useDerivedState } from '../../ui/useDerivedState';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { SaveStatus } from '../../ui/SaveStatus';
import { SettingsFrame, useCanAdmin } from './SettingsFrame';
import { DEFAULT_STYLES, StyleFields, withStyleDefaults, type CompanyStyles } from './StyleFields';
import { useCompanySave } from './useCompanySave';

/** How a public page looks with these colours; it follows every change before anything is saved. */
export function StylePreview({ styles, companyName }: { styles: CompanyStyles; companyName: string }) {
  const { t } = useTranslation();
  const s = styles.hasCustomStyle ? styles : DEFAULT_STYLES;
  return (
    <Box data-testid="style-preview" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, overflow: 'hidden', color: s.textColor, background: '#fff' }}>
      <Box p="md" style={{ background: s.primaryColor, color: '#fff' }} data-testid="preview-header">
        <Text fw={700}>{companyName}</Text>
      </Box>
      <Stack p="md" gap="xs">
        <Text fw={700} size="lg" style={{ color: s.primaryColor }}>
          {t('settings.style.previewTitle')}
        </Text>
        <Text size="sm">{t('settings.style.previewBody')}</Text>
        <Box
          component="span"
          aria-hidden="true"
          style={{ background: s.secondaryColor, color: s.textColor, padding: '6px 14px', borderRadius: 4, width: 'fit-content', fontWeight: 600 }}
        >
          {t('settings.style.previewAction')}
        </Box>
      </Stack>
    </Box>
  );
}

export default function PublicationStyleScreen() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const canAdmin = useCanAdmin();
  const save = useCompanySave();
  const company = session?.company;
  const [styles, setStyles] = useDerivedState(company, (c): CompanyStyles => withStyleDefaults(c?.cfg?.style));
  // changed colours not saved yet: leaving the screen asks first
  const dirty = !!company && JSON.stringify(styles) !== JSON.stringify(withStyleDefaults(company.cfg?.style)) && !save.isPending;
  if (!company) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ cfg: { style: styles } });
  };
  return (
    <SettingsFrame screen="settings.publicationStyle" intro={t('settings.style.intro')} adminOnly>
      <UnsavedChangesGuard dirty={dirty} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} aria-label={t('screens.settings.publicationStyle')}>
        <Stack>
          <StyleFields value={styles} onChange={setStyles} disabled={!canAdmin} />
          <Title order={2} size="h4">
            {t('settings.style.preview')}
          </Title>
          <StylePreview styles={styles} companyName={company.name} />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!canAdmin}>
              {t('common.save')}
            </Button>
            <SaveStatus state={save.status} error={save.error} />
          </Group>
        </Stack>
      </Paper>
    </SettingsFrame>
  );
}
