import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { LngLat } from '@plotwise/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_MAP_VIEW, type MapView } from '../../lib/mapView';
import { LoadFailed, staffScreen } from '../../ui/AdminFrame';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { DebugMap, shapesOf } from './DebugMap';
import { inputError, usePerceel } from './debugApi';
import { perceelLookupOfSearch, roundedPoint } from './lookupParams';
import { PerceelTables } from './perceelTables';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

/** /debug/perceel: a parcel by designation, id or a click on the map, with everything the database joins to it. */
function PerceelScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const lookup = useMemo(() => perceelLookupOfSearch(search), [search]);
  const [text, setText] = useState(() => search.get('q') ?? search.get('id') ?? '');
  const [view, setView] = useState<MapView>(() => ('lat' in (lookup ?? {}) ? { ...DEFAULT_MAP_VIEW, ...(lookup as { lat: number; lon: number }), zoom: 18 } : DEFAULT_MAP_VIEW));
  const perceel = usePerceel(lookup);
  const answer = perceel.data;
  const fieldError = perceel.isError ? inputError(perceel.error, t) : null;
  const shapes = useMemo(() => (answer ? shapesOf(answer.plots.map((p) => p.geometry)) : null), [answer]);

  const find = () => {
    const v = text.trim();
    if (!v) return;
    setSearch(/^\d{1,12}$/.test(v) && Number(v) < 1e9 ? { id: v } : { q: v });
  };
  const pick = (lngLat: LngLat) => {
    const p = roundedPoint(lngLat);
    setSearch({ lat: String(p.lat), lon: String(p.lon) });
  };
  // a found parcel brings the map to it (a click keeps the view where it is)
  const [centred, setCentred] = useState<number | null>(null);
  const first = answer?.plots[0];
  if (first && centred !== first.id) {
    setCentred(first.id);
    if (!lookup || !('lat' in lookup)) setView((v) => ({ ...v, lat: first.lat, lon: first.lon, zoom: Math.max(v.zoom, 18) }));
  }

  return (
    <Stack data-screen="debug.perceel" gap="md">
      <ScreenTitle title={t('screens.debug.perceel')} intro={t('debugTools.perceel.intro')} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            find();
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('debugTools.perceel.input')}
              description={t('debugTools.perceel.inputHint')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={fieldError}
              data-testid="perceel-input"
            />
            <Group>
              <Button type="submit" disabled={!text.trim()} data-testid="perceel-submit">
                {t('debugTools.perceel.submit')}
              </Button>
              {perceel.isFetching && <LoadingIndicator size="sm" label={t('admin.loading')} />}
            </Group>
            {lookup && 'lat' in lookup && (
              <Text size="sm" c="dimmed">
                {t('debugTools.atPoint', { lat: lookup.lat, lon: lookup.lon })}
              </Text>
            )}
          </Stack>
        </form>
        <DebugMap view={view} onViewChange={setView} onPick={pick} shapes={shapes} label={t('debugTools.clickMap')} height={300} />
      </SimpleGrid>
      {perceel.isError && !fieldError && <LoadFailed error={perceel.error} onRetry={() => void perceel.refetch()} />}
      {!lookup && (
        <Alert color="gray" variant="light">
          {t('debugTools.perceel.empty')}
        </Alert>
      )}
      {answer && <PerceelTables answer={answer} />}
    </Stack>
  );
}

export default staffScreen('debug.perceel', PerceelScreen);
