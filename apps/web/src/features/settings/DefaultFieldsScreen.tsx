import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsFrame, useCanAdmin } from './SettingsFrame';
import { ValueListEditor } from './ValueListEditor';

/** The standard fields of every location are status and phase; their values are company custom values. */
export default function DefaultFieldsScreen() {
  const { t } = useTranslation();
  const canAdmin = useCanAdmin();
  return (
    <SettingsFrame screen="settings.defaultFields" intro={t('settings.defaultFields.intro')} adminOnly>
      <Stack>
        {(['status', 'phase'] as const).map((type) => (
          <Paper withBorder p="lg" key={type}>
            <ValueListEditor
              title={t(`settings.defaultFields.${type}`)}
              where={{ type, customfieldId: { isnull: true } }}
              defaults={{ type }}
              withDefault
              disabled={!canAdmin}
              testId={`values-${type}`}
            />
          </Paper>
        ))}
      </Stack>
    </SettingsFrame>
  );
}
