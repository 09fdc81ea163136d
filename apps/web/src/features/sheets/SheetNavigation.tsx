import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useEntityList } from '../../api/queries';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { sheetTabs, sheetUrl, type SheetPath } from './sheetLinks';

/** A sheet opened without a location: pick one, then go to the sheet's URL for it. */
export function LocationPicker({ screen, path }: { screen: string; path: SheetPath }) {
  const { t } = useTranslation();
  const locations = useEntityList('locations', { limit: 200, order: 'name', where: { archived: false } });
  const [choice, setChoice] = useState<string | null>(null);
  if (choice) return <Navigate to={sheetUrl(path, choice)} replace />;
  return (
    <Stack data-screen={screen} maw={520}>
      <ScreenTitle title={t(`screens.${screen}`)} intro={t('sheets.chooseLocation')} />
      <Select
        label={t('sheets.location')}
        searchable
        data={(locations.data?.items ?? []).map((l) => ({
          value: String(l.id),
          label: l.name || `#${l.id}`,
        }))}
        onChange={setChoice}
        data-testid="sheets-location-picker"
      />
    </Stack>
  );
}

/** The tabs between the sheets of a location, the current one marked; `search` keeps the view settings. */
export function SheetTabs({
  path,
  locationId,
  search,
}: {
  path: SheetPath;
  locationId: number;
  search?: URLSearchParams;
}) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('sheets.tabs')} gap={4}>
      {sheetTabs.map((s) => (
        <Button
          key={s.path}
          component={Link}
          to={sheetUrl(s.path, locationId, search)}
          size="compact-sm"
          variant={s.path === path ? 'light' : 'subtle'}
          aria-current={s.path === path ? 'page' : undefined}
          data-testid={`sheet-tab-${s.path.replace('/', '-')}`}
        >
          {t(`screens.${s.screen}`)}
        </Button>
      ))}
    </Group>
  );
}
