import { Alert, Badge, Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ZoningFeature } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatArea, formatNumber } from '../../lib/format';
import { DEFAULT_MAP_VIEW, type MapView } from '../../lib/mapView';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { LoadFailed, staffScreen } from '../../ui/AdminFrame';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { DebugMap, shapesOf } from './DebugMap';
import { inputError, useZoningFeatures } from './debugApi';
import { pointOfSearch, roundedPoint } from './lookupParams';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

const dash = (v: string | null) => v ?? '—';

/** /debug/enkelbestemming_features?lat&lon: the zoning (IMRO) features at a point, clicked or typed, with their attributes. */
function ZoningFeaturesScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  const [search, setSearch] = useSearchParams();
  const point = useMemo(() => pointOfSearch(search), [search]);
  const [lat, setLat] = useState<string | number>(point?.lat ?? '');
  const [lon, setLon] = useState<string | number>(point?.lon ?? '');
  const [view, setView] = useState<MapView>(() => (point ? { ...DEFAULT_MAP_VIEW, ...point, zoom: 17 } : DEFAULT_MAP_VIEW));
  const zoning = useZoningFeatures(point);
  const answer = zoning.data;
  const fieldError = zoning.isError ? inputError(zoning.error, t) : null;
  const [selected, setSelected] = useState<number | null>(null);
  const shapes = useMemo(() => {
    const f = answer?.features.find((x) => x.id === selected) ?? answer?.features[0];
    return f ? shapesOf([f.geometry]) : null;
  }, [answer, selected]);

  const go = (p: { lat: number; lon: number }) => {
    setLat(p.lat);
    setLon(p.lon);
    setSelected(null);
    setSearch({ lat: String(p.lat), lon: String(p.lon) });
  };
  const columns: DataColumn<ZoningFeature>[] = [
    { id: 'type', header: t('debugTools.zoning.type'), cell: (f) => <Badge variant="light" size="sm" tt="none">{f.objectType}</Badge>, sortValue: (f) => f.objectType },
    { id: 'naam', header: t('debugTools.zoning.naam'), cell: (f) => dash(f.naam), sortValue: (f) => f.naam },
    { id: 'hoofdgroep', header: t('debugTools.zoning.hoofdgroep'), cell: (f) => dash(f.hoofdgroep) },
    { id: 'category', header: t('debugTools.zoning.category'), cell: (f) => dash(f.category) },
    { id: 'artikel', header: t('debugTools.zoning.artikel'), cell: (f) => dash(f.artikelnummer) },
    { id: 'label', header: t('debugTools.zoning.label'), cell: (f) => dash(f.label) },
    { id: 'dimensions', header: t('debugTools.zoning.dimensions'), cell: (f) => (f.dimensions.length ? f.dimensions.map((d) => `${d.waardeType}: ${d.waarde}`).join('; ') : '—') },
    { id: 'area', header: t('debugTools.zoning.area'), cell: (f) => formatArea(f.areaSquareMeters, lang), numeric: true, sortValue: (f) => f.areaSquareMeters },
    { id: 'plan', header: t('debugTools.zoning.plan'), cell: (f) => `${f.planName ?? ''} (${f.planId})` },
    { id: 'identificatie', header: t('debugTools.plot.identificatie'), cell: (f) => f.identificatie },
  ];

  return (
    <Stack data-screen="debug.enkelbestemmingFeatures" gap="md">
      <ScreenTitle title={t('screens.debug.enkelbestemmingFeatures')} intro={t('debugTools.zoning.intro')} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (typeof lat === 'number' && typeof lon === 'number') go({ lat, lon });
          }}
        >
          <Stack gap="xs">
            <Group grow align="flex-start">
              <NumberInput label={t('debugTools.map.fields.lat')} value={lat} onChange={setLat} min={-90} max={90} decimalScale={7} error={fieldError} data-testid="zoning-lat" />
              <NumberInput label={t('debugTools.map.fields.lon')} value={lon} onChange={setLon} min={-180} max={180} decimalScale={7} data-testid="zoning-lon" />
            </Group>
            <Group>
              <Button type="submit" disabled={typeof lat !== 'number' || typeof lon !== 'number'} data-testid="zoning-submit">
                {t('debugTools.zoning.submit')}
              </Button>
              {zoning.isFetching && <LoadingIndicator size="sm" label={t('admin.loading')} />}
            </Group>
            {answer && (
              <Text size="sm" c="dimmed" data-testid="zoning-rd">
                RD New: {formatNumber(answer.rd.x, lang, 2)}, {formatNumber(answer.rd.y, lang, 2)}
              </Text>
            )}
          </Stack>
        </form>
        <DebugMap view={view} onViewChange={setView} onPick={(ll) => go(roundedPoint(ll))} shapes={shapes} label={t('debugTools.clickMap')} height={300} />
      </SimpleGrid>
      {zoning.isError && !fieldError && <LoadFailed error={zoning.error} onRetry={() => void zoning.refetch()} />}
      {!point && (
        <Alert color="gray" variant="light">
          {t('debugTools.zoning.empty')}
        </Alert>
      )}
      {answer && (
        <Stack gap="sm" data-testid="zoning-result">
          <Text size="sm" data-testid="zoning-plans">
            {t('debugTools.zoning.plans')}: {answer.plans.length ? answer.plans.map((p) => `${p.naam ?? p.planId} (${p.planstatus ?? '—'}, ${p.planDatum ?? '—'})`).join('; ') : t('debugTools.none')}
          </Text>
          <Title order={2} size="h4">
            {t('debugTools.zoning.features', { count: answer.features.length })}
          </Title>
          <DataTable
            columns={columns}
            rows={answer.features}
            rowId={(f) => f.id}
            label={t('debugTools.zoning.features', { count: answer.features.length })}
            testId="zoning-features"
            empty={t('debugTools.zoning.noFeatures')}
            onRowActivate={(f) => setSelected(f.id)}
            selectedId={selected ?? answer.features[0]?.id ?? null}
            fz="xs"
          />
        </Stack>
      )}
    </Stack>
  );
}

export default staffScreen('debug.enkelbestemmingFeatures', ZoningFeaturesScreen);
