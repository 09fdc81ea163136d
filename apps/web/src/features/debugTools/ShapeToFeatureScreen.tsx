import { Badge, Button, Code, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ShapePlotMatch } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea } from '../../lib/format';
import { DEFAULT_MAP_VIEW, type MapView } from '../../lib/mapView';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { LoadFailed, staffScreen } from '../../ui/AdminFrame';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { DebugMap, shapesOf, viewOfBbox } from './DebugMap';
import { inputError, useShapeToFeature } from './debugApi';

/** /debug/shapetofeature: paste WKT or GeoJSON (RD New or WGS84); out come the feature, its area and the parcels it overlaps. */
function ShapeToFeatureScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  const [text, setText] = useState('');
  const [view, setView] = useState<MapView>(DEFAULT_MAP_VIEW);
  const run = useShapeToFeature();
  const answer = run.data;
  const fieldError = run.isError ? inputError(run.error, t) : null;
  const shapes = useMemo(() => (answer ? shapesOf([answer.feature.geometry]) : null), [answer]);
  const submit = () =>
    run.mutate(text, {
      onSuccess: (a) => setView((v) => viewOfBbox(a.bbox, v)),
    });
  const columns: DataColumn<ShapePlotMatch>[] = [
    { id: 'plotnr', header: t('debugTools.plot.plotnr'), cell: (p) => p.plotnr, sortValue: (p) => p.plotnr },
    { id: 'identificatie', header: t('debugTools.plot.identificatie'), cell: (p) => p.identificatie },
    { id: 'overlap', header: t('debugTools.shape.overlap'), cell: (p) => formatArea(p.overlapSquareMeters, lang, { hectares: false }), sortValue: (p) => p.overlapSquareMeters, numeric: true },
    { id: 'area', header: t('debugTools.plot.area'), cell: (p) => formatArea(p.plotAreaSquareMeters, lang, { hectares: false }), sortValue: (p) => p.plotAreaSquareMeters, numeric: true },
  ];
  return (
    <Stack data-screen="debug.shapetofeature" gap="md">
      <ScreenTitle title={t('screens.debug.shapetofeature')} intro={t('debugTools.shape.intro')} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('debugTools.shape.input')}
            description={t('debugTools.shape.inputHint')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={4}
            maxRows={14}
            error={fieldError}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            data-testid="shape-input"
          />
          <Group>
            <Button type="submit" loading={run.isPending} disabled={!text.trim()} data-testid="shape-submit">
              {t('debugTools.shape.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {run.isError && !fieldError && <LoadFailed error={run.error} onRetry={submit} />}
      {answer && (
        <Stack gap="sm" data-testid="shape-result">
          <Group gap="xs">
            <Badge variant="light" tt="none" data-testid="shape-format">
              {t(`debugTools.shape.format.${answer.format}`)}
            </Badge>
            <Badge variant="light" tt="none" color="grape" data-testid="shape-crs">
              {t('debugTools.shape.detected', { crs: answer.crs === 'EPSG:28992' ? 'RD New (EPSG:28992)' : 'WGS84 (EPSG:4326)' })}
            </Badge>
            <Badge variant="light" tt="none" color="gray">
              {answer.geometryType}
            </Badge>
            <Badge variant="light" tt="none" color={answer.valid ? 'teal' : 'orange'} data-testid="shape-valid">
              {answer.valid ? t('debugTools.shape.valid') : t('debugTools.shape.invalid', { reason: answer.invalidReason ?? '' })}
            </Badge>
          </Group>
          <Text data-testid="shape-area">
            {t('debugTools.shape.area')}: <b>{formatArea(answer.areaSquareMeters, lang, { hectares: false })}</b>
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <DebugMap view={view} onViewChange={setView} shapes={shapes} label={t('map.label')} />
            <Stack gap={4}>
              <Title order={2} size="h5">
                {t('debugTools.shape.feature')}
              </Title>
              {/* a scrolling region is reached by keyboard too */}
              <Code block tabIndex={0} aria-label={t('debugTools.shape.feature')} style={{ maxHeight: 360, overflow: 'auto', fontSize: 11 }} data-testid="shape-geojson">
                {JSON.stringify(answer.feature, null, 1)}
              </Code>
            </Stack>
          </SimpleGrid>
          <Title order={2} size="h4">
            {t('debugTools.shape.plots', { count: answer.plots.length })}
          </Title>
          {answer.plotsTruncated && <Text c="orange">{t('debugTools.shape.truncated', { count: answer.plots.length })}</Text>}
          <DataTable columns={columns} rows={answer.plots} rowId={(p) => p.id} label={t('debugTools.shape.plotsLabel')} testId="shape-plots" empty={t('debugTools.shape.noPlots')} />
        </Stack>
      )}
    </Stack>
  );
}

export default staffScreen('debug.shapetofeature', ShapeToFeatureScreen);
