import { Button, Paper, Stack, Text } from '@mantine/core';
import { useEntityList } from '../../api/queries';
import { CostsSection } from '../costLines/CostsSection';
import { useTranslation } from 'react-i18next';
import { useTemplateLocation } from '../unitTypes/companyUnitTypes';
import { UnitTypeList } from '../unitTypes/UnitTypeList';
import { SettingsFrame, useCanAdmin } from './SettingsFrame';

export default function UnitsScreen() {
  const { t } = useTranslation();
  const canAdmin = useCanAdmin();
  const template = useTemplateLocation(canAdmin);
  return (
    <SettingsFrame screen="settings.units" intro={t('settings.units.intro')} adminOnly>
      <Paper withBorder p="lg">
        {template.location ? (
          <UnitTypeList locationId={template.location.id} disabled={!canAdmin} />
        ) : template.ready ? (
          <Stack>
            <Text>{t('settings.units.noTemplate')}</Text>
            {template.create && (
              <Button
                w="fit-content"
                onClick={() => template.create?.mutate()}
                loading={template.create.isPending}
              >
                {t('settings.units.createTemplate')}
              </Button>
            )}
          </Stack>
        ) : null}
      </Paper>
      {template.location && canAdmin && <TemplateCosts locationId={template.location.id} />}
    </SettingsFrame>
  );
}

/** The company's template cost lines, which every new location copies (the Dutch starting template's, with sources). */
function TemplateCosts({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const list = useEntityList('costs', { where: { locationId }, order: 'order', limit: 500 });
  return (
    <Stack gap="xs" id="costs">
      <Text size="sm">{t('settings.units.costsIntro')}</Text>
      <CostsSection locationId={locationId} costs={list.data?.items ?? []} title={t('settings.units.costsTitle')} />
    </Stack>
  );
}
