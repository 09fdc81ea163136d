import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SaveStatus } from '../../../ui/SaveStatus';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { useSiteEdits } from './useSiteEdits';

/** The site screen's title, the state of its saves and the way back to the location editor. */
export function ModifyPlotHeader({
  name,
  locationId,
  edits,
}: {
  name: string | null | undefined;
  locationId: number;
  edits: ReturnType<typeof useSiteEdits>;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end">
      <ScreenTitle title={t('modifyPlot.title', { name })} intro={t('modifyPlot.intro')} />
      <Group gap="md">
        <SaveStatus state={edits.state} error={edits.error} />
        <Anchor component={Link} to={`/locations/detail/${locationId}/modify`} size="sm">
          {t('modifyPlot.back')}
        </Anchor>
      </Group>
    </Group>
  );
}
