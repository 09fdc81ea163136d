import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Constraint } from '@plotwise/contracts';
import { constraintsInForce, limitInForce } from '@plotwise/core/zoning/index';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEntityDetail, useEntityList } from '../../../api/queries';
import { useSession } from '../../../api/session';
import { formatArea, formatLength, formatNumber } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { LocationDataSteps } from '../LocationDataSteps';
import { summaryLines, type StoredValue, type SummaryLine } from '../modify/customValues';

const OPERATOR: Record<string, string> = { equal: '=', smaller_than: '≤', greater_than: '≥' };

const constraintColumns = (t: TFunction, lang: string): DataColumn<Constraint>[] => [
  { id: 'name', header: t('map.location.constraint'), sortValue: (c) => c.name, cell: (c) => <span title={c.source ?? undefined}>{c.name}</span> },
  {
    id: 'value',
    header: t('map.location.value'),
    numeric: true,
    sortValue: (c) => c.value,
    cell: (c) => `${c.operator ? OPERATOR[c.operator] : ''} ${c.value !== null ? formatNumber(c.value, lang, 2) : '–'}`,
  },
];

/** The location on the map detail route: address, plots, zoning summary, constraints and integration steps. */
export function LocationPanel({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const q = useEntityDetail('locations', locationId, 2);
  // the custom fields the company shows in every location's summary (company cfg summaryCustomFields)
  const summaryIds = useSession().data?.company.cfg?.summaryCustomFields ?? [];
  const fields = useEntityList('customfields', { order: 'order', limit: 500 }, summaryIds.length > 0);
  if (q.isPending)
    return (
      <Group gap="xs" aria-busy="true">
        <Loader size="sm" />
        <Text>{t('common.loading')}</Text>
      </Group>
    );
  if (q.isError) return <Alert color="red" role="alert">{t('map.location.failed')}</Alert>;
  const loc = q.data;
  const summary = loc.cfg?.summary;
  // the height limit and the constraints in force: a hand constraint may replace a derived one (core constraintsInForce)
  const heightLimit = limitInForce(loc.constraints ?? [], 'height')?.value ?? null;
  const inForce = constraintsInForce(loc.constraints ?? []).inForce;
  return (
    <Stack gap="sm" data-testid="location-panel">
      <Title order={2} size="h4">
        {loc.name}
      </Title>
      {loc.display_address && <Text size="sm">{loc.display_address}</Text>}
      <Text size="sm">
        {t('map.location.plots', { count: loc.plots?.length ?? 0 })}: {loc.plotnr} · {formatArea(loc.plotsize ?? 0, lang)}
      </Text>
      {(loc.neighbourhood || loc.municipality) && (
        <Text size="sm" c="dimmed">
          {[loc.neighbourhood, loc.municipality].filter(Boolean).join(', ')}
        </Text>
      )}
      <LocationDataSteps location={loc} />
      {summary && (
        <Text size="sm">
          {t('map.location.zones')}: {summary.zones?.length ? summary.zones.join(', ') : '–'}
          {heightLimit !== null && ` · ${t('map.location.maxHeight')}: ${formatLength(heightLimit, lang)}`}
        </Text>
      )}
      {summaryIds.length > 0 && (
        <SummaryFields lines={summaryLines(summaryIds, fields.data?.items ?? [], (loc.customvalues ?? []) as StoredValue[])} />
      )}
      {inForce.length > 0 && (
        <DataTable columns={constraintColumns(t, lang)} rows={inForce} rowId={(c) => c.id} label={t('map.location.constraint')} testId="constraints" />
      )}
      <Group gap="xs">
        <Button component={Link} to={`/locations/detail/${loc.id}/modify`} size="xs" data-testid="edit-location">
          {t('locationModify.edit')}
        </Button>
        <Button component={Link} to={`/locations/list/${loc.id}`} size="xs" variant="default">
          {t('map.location.inList')}
        </Button>
        <Button component={Link} to={`/concepts/${loc.id}`} size="xs" variant="default">
          {t('map.location.concepts')}
        </Button>
      </Group>
    </Stack>
  );
}

function SummaryFields({ lines }: { lines: SummaryLine[] }) {
  const { t, i18n } = useTranslation();
  if (!lines.length) return null;
  const text = (l: SummaryLine) =>
    l.kind === 'number' ? formatNumber(l.value, i18n.language, 2) : l.kind === 'checkbox' ? t(l.checked ? 'locationModify.yes' : 'locationModify.no') : l.texts.join(', ');
  return (
    <Stack gap={2} data-testid="summary-fields">
      {lines.map((l) => (
        <Text key={l.fieldId} size="sm">
          <Text span c="dimmed" size="sm">
            {l.name}:
          </Text>{' '}
          {text(l)}
        </Text>
      ))}
    </Stack>
  );
}
