import { Anchor, Stack, Title } from '@mantine/core';
import type { PerceelResponse, PlotDetail } from '@plotwise/contracts';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea, formatNumber } from '../../lib/format';
import { locationPath } from '../../lib/links';
import { DataTable, type DataColumn } from '../../ui/DataTable';

type Context = PerceelResponse['context'];
const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

function Section<T extends RowData>({ title, testId, columns, rows, rowId, empty }: { title: string; testId: string; columns: DataColumn<T>[]; rows: readonly T[]; rowId: (r: T, i: number) => string | number; empty: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title} ({rows.length})
      </Title>
      <DataTable
        columns={columns}
        rows={rows}
        rowId={(r) => rowId(r, rows.indexOf(r))}
        label={title}
        testId={testId}
        empty={empty}
        fz="xs"
      />
    </Stack>
  );
}

/** Everything the database joins to a parcel, one table per kind: the perceel screen's body. */
export function PerceelTables({ answer }: { answer: PerceelResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  const none = t('debugTools.none');
  const area = (m2: number | null) => (m2 === null ? '—' : formatArea(m2, lang, { hectares: false }));
  const plotCols: DataColumn<PlotDetail>[] = [
    { id: 'plotnr', header: t('debugTools.plot.plotnr'), cell: (p) => p.plotnr },
    { id: 'identificatie', header: t('debugTools.plot.identificatie'), cell: (p) => p.identificatie },
    { id: 'gemeente', header: t('debugTools.plot.gemeente'), cell: (p) => dash(p.kadastraleGemeente) },
    { id: 'registered', header: t('debugTools.plot.registered'), cell: (p) => area(p.areaSquareMeters), numeric: true },
    { id: 'area', header: t('debugTools.plot.area'), cell: (p) => area(p.geometryAreaSquareMeters), numeric: true },
    { id: 'point', header: t('debugTools.plot.point'), cell: (p) => `${formatNumber(p.lat, lang, 6)}, ${formatNumber(p.lon, lang, 6)}` },
  ];
  const zoningCols: DataColumn<Context['zoningObjects'][number]>[] = [
    { id: 'type', header: t('debugTools.zoning.type'), cell: (o) => o.type },
    { id: 'naam', header: t('debugTools.zoning.naam'), cell: (o) => dash(o.naam) },
    { id: 'zone', header: t('debugTools.zoning.zone'), cell: (o) => dash(o.zone) },
    { id: 'dimensions', header: t('debugTools.zoning.dimensions'), cell: (o) => dash(o.dimensions.map((d) => `${d.waardeType}: ${d.waarde}`).join('; ')) },
    { id: 'plan', header: t('debugTools.zoning.plan'), cell: (o) => o.planId },
    { id: 'overlap', header: t('debugTools.zoning.overlap'), cell: (o) => area(o.overlapSquareMeters), numeric: true },
  ];
  const planCols: DataColumn<Context['zoningPlans'][number]>[] = [
    { id: 'planId', header: t('debugTools.zoning.plan'), cell: (p) => p.planId },
    { id: 'naam', header: t('debugTools.zoning.naam'), cell: (p) => dash(p.naam) },
    { id: 'status', header: t('debugTools.zoning.status'), cell: (p) => dash(p.planstatus) },
    { id: 'date', header: t('debugTools.zoning.date'), cell: (p) => dash(p.planDatum) },
  ];
  const buildingCols: DataColumn<Context['buildings'][number]>[] = [
    { id: 'identificatie', header: t('debugTools.bag.pand'), cell: (b) => b.identificatie },
    { id: 'year', header: t('debugTools.bag.year'), cell: (b) => dash(b.year), numeric: true },
    { id: 'status', header: t('debugTools.bag.status'), cell: (b) => dash(b.status) },
    { id: 'use', header: t('debugTools.bag.use'), cell: (b) => dash(b.use) },
    { id: 'units', header: t('debugTools.bag.units'), cell: (b) => b.units, numeric: true },
    { id: 'footprint', header: t('debugTools.bag.footprint'), cell: (b) => area(b.footprintSquareMeters), numeric: true },
    { id: 'height', header: t('debugTools.bag.height'), cell: (b) => (b.heightMeters === null ? '—' : `${formatNumber(b.heightMeters, lang, 1)} m`), numeric: true },
  ];
  const addressCols: DataColumn<Context['addresses'][number]>[] = [
    { id: 'road', header: t('debugTools.bag.address'), cell: (a) => `${a.road ?? ''} ${a.houseNumber}`.trim() },
    { id: 'postcode', header: t('debugTools.bag.postcode'), cell: (a) => dash(a.postcode) },
    { id: 'city', header: t('debugTools.bag.city'), cell: (a) => dash(a.city) },
    { id: 'use', header: t('debugTools.bag.use'), cell: (a) => dash(a.use.join(', ')) },
  ];
  const areaCols: DataColumn<Context['areas'][number]>[] = [
    { id: 'level', header: t('debugTools.cbs.level'), cell: (a) => a.level },
    { id: 'code', header: t('debugTools.cbs.code'), cell: (a) => a.code },
    { id: 'name', header: t('debugTools.cbs.name'), cell: (a) => dash(a.name) },
    { id: 'year', header: t('debugTools.cbs.year'), cell: (a) => dash(a.year), numeric: true },
    { id: 'figures', header: t('debugTools.cbs.figures'), cell: (a) => Object.keys(a.figures).length, numeric: true },
  ];
  const locationCols: DataColumn<PerceelResponse['locations'][number]>[] = [
    {
      id: 'name',
      header: t('debugTools.location.name'),
      cell: (l) => (
        <Anchor component={Link} to={locationPath(l)} size="xs">
          {l.name || `#${l.id}`}
        </Anchor>
      ),
    },
    { id: 'id', header: 'id', cell: (l) => l.id, numeric: true },
    { id: 'plots', header: t('debugTools.location.parcels'), cell: (l) => l.identificaties.join(', ') },
  ];
  const ownerCols: DataColumn<PerceelResponse['owners'][number]>[] = [
    { id: 'name', header: t('debugTools.owner.name'), cell: (o) => dash(o.name) },
    { id: 'identificatie', header: t('debugTools.plot.identificatie'), cell: (o) => dash(o.identificatie) },
    { id: 'location', header: t('debugTools.owner.location'), cell: (o) => o.locationId, numeric: true },
    { id: 'data', header: t('debugTools.owner.data'), cell: (o) => <code style={{ fontSize: 11 }}>{JSON.stringify(o.data)}</code> },
  ];
  const c = answer.context;
  return (
    <Stack gap="md" data-testid="perceel-result">
      <Section title={t('debugTools.perceel.plots')} testId="perceel-plots" columns={plotCols} rows={answer.plots} rowId={(p) => p.id} empty={none} />
      <Section title={t('debugTools.perceel.zoningObjects')} testId="perceel-zoning" columns={zoningCols} rows={c.zoningObjects} rowId={(o, i) => `${o.identificatie}-${i}`} empty={none} />
      <Section title={t('debugTools.perceel.zoningPlans')} testId="perceel-plans" columns={planCols} rows={c.zoningPlans} rowId={(p, i) => `${p.planId}-${i}`} empty={none} />
      <Section title={t('debugTools.perceel.buildings')} testId="perceel-buildings" columns={buildingCols} rows={c.buildings} rowId={(b) => b.identificatie} empty={none} />
      <Section title={t('debugTools.perceel.addresses')} testId="perceel-addresses" columns={addressCols} rows={c.addresses} rowId={(a, i) => `${a.postcode}-${a.houseNumber}-${i}`} empty={none} />
      <Section title={t('debugTools.perceel.areas')} testId="perceel-areas" columns={areaCols} rows={c.areas} rowId={(a, i) => `${a.code}-${i}`} empty={none} />
      <Section title={t('debugTools.perceel.locations')} testId="perceel-locations" columns={locationCols} rows={answer.locations} rowId={(l) => l.id} empty={none} />
      <Section title={t('debugTools.perceel.owners')} testId="perceel-owners" columns={ownerCols} rows={answer.owners} rowId={(o, i) => `${o.locationId}-${i}`} empty={t('debugTools.perceel.noOwners')} />
    </Stack>
  );
}
