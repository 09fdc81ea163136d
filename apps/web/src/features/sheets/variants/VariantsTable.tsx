import { Button, Text } from '@mantine/core';
import type { RankedVariant, VariantRow } from '@plotwise/core/variants/index';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { euros } from '../Figures';

/**
 * A variant's margin against the municipality's ground prices under its RGW (the RGW sheet's check on the variant's
 * own sheets; docs/finance.md 11): a line in the RGW cell, so the table keeps its width at 1 280 px.
 */
function LandMargin({ v, lang, t }: { v: VariantRow; lang: string; t: TFunction }) {
  if (v.landPrice?.marginCents == null) return null;
  return (
    <Text span size="xs" display="block" data-testid="variant-land-margin" data-cents={v.landPrice.marginCents}>
      {t(v.landPrice.status === 'partial' ? 'sheets.variants.landMarginPartial' : 'sheets.variants.landMargin', { amount: euros(v.landPrice.marginCents, lang) })}
    </Text>
  );
}

/**
 * A variant's margin against the plot sales near the site: its RGW minus their median per m² over its plot (the RGW
 * sheet's check on the variant's own sheets; docs/finance.md 11).
 */
function SalesMargin({ v, lang, t }: { v: VariantRow; lang: string; t: TFunction }) {
  if (v.landSales?.marginEuros == null) return null;
  return (
    <Text span size="xs" display="block" data-testid="variant-sales-margin" data-euros={v.landSales.marginEuros}>
      {t('sheets.variants.salesMargin', { amount: euros(v.landSales.marginEuros * 100, lang) })}
    </Text>
  );
}

/** A variant's RGW with its margins against the ground prices and the plot sales, and whether it lacks an input. */
function RgwCell({ v, lang, t }: { v: VariantRow; lang: string; t: TFunction }) {
  return (
    <span data-testid="variant-rgw">
      {euros(v.rgwCents, lang)}
      <LandMargin v={v} lang={lang} t={t} />
      <SalesMargin v={v} lang={lang} t={t} />
      {v.warnings.length > 0 && (
        // ranked after the complete variants: its RGW rests on a missing input (see the notice above the sheets)
        <Text span size="xs" c="dark.7" display="block" data-testid="variant-incomplete">
          {t('sheets.variants.incomplete')}
        </Text>
      )}
    </span>
  );
}

/** The best variants, ranked by RGW (orientations with the same figures in one row), each with the button that makes it a concept. */
export function VariantsTable({
  rows,
  busyKey,
  onCreate,
}: {
  rows: readonly VariantRow[];
  busyKey: string | null;
  onCreate: (v: RankedVariant) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (v: number, digits = 0) => formatNumber(v, lang, digits);
  const columns: DataColumn<VariantRow>[] = [
    { id: 'rank', header: t('sheets.variants.col.rank'), numeric: true, cell: (_, i) => n(i + 1) },
    {
      id: 'block',
      header: t('sheets.variants.col.block'),
      cell: (v) => t(`sheets.variants.blocks.${v.block}`),
    },
    {
      id: 'floors',
      header: t('sheets.variants.col.floors'),
      numeric: true,
      sortValue: (v) => v.floors,
      cell: (v) => n(v.floors),
    },
    {
      id: 'angle',
      header: t('sheets.variants.col.orientation'),
      numeric: true,
      sortValue: (v) => v.angleDegrees,
      // every orientation that gives exactly these figures (one row, not the same building once per turn)
      cell: (v) => v.orientations.map((a) => `${n(a)}°`).join(', '),
    },
    { id: 'mix', header: t('sheets.variants.col.mix'), cell: (v) => v.mixName || t('sheets.variants.noMix') },
    {
      id: 'units',
      header: t('sheets.variants.col.units'),
      numeric: true,
      sortValue: (v) => v.metrics.units,
      cell: (v) => n(v.metrics.units),
    },
    {
      id: 'gfa',
      header: t('sheets.variants.col.gfa'),
      numeric: true,
      sortValue: (v) => v.metrics.gfa,
      cell: (v) => `${n(v.metrics.gfa)} m²`,
    },
    {
      id: 'fsi',
      header: t('sheets.variants.col.fsi'),
      numeric: true,
      sortValue: (v) => v.metrics.fsi,
      cell: (v) => n(v.metrics.fsi, 2),
    },
    {
      id: 'height',
      header: t('sheets.variants.col.height'),
      numeric: true,
      sortValue: (v) => v.metrics.height,
      cell: (v) => `${n(v.metrics.height, 1)} m`,
    },
    {
      id: 'rgw',
      header: t('sheets.variants.col.rgw'),
      numeric: true,
      sortValue: (v) => v.rgwCents,
      cell: (v) => <RgwCell v={v} lang={lang} t={t} />,
    },
    {
      id: 'exact',
      header: t('sheets.variants.col.exact'),
      cell: (v) => (
        <Text span size="xs" fw={v.exact ? 600 : 400} data-exact={v.exact ? '1' : '0'}>
          {t(v.exact ? 'sheets.variants.exact' : 'sheets.variants.estimated')}
        </Text>
      ),
    },
    {
      id: 'action',
      header: t('sheets.variants.col.action'),
      headerHidden: true,
      ownClick: true,
      hideable: false,
      cell: (v, i) => (
        <Button
          size="compact-xs"
          variant="light"
          loading={busyKey === v.key}
          disabled={busyKey !== null && busyKey !== v.key}
          onClick={() => onCreate(v)}
          data-testid={`variant-create-${i}`}
          aria-label={t('sheets.variants.createLabel', { rank: i + 1 })}
        >
          {t('sheets.variants.create')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowId={(v) => v.key}
      label={t('sheets.variants.tableLabel')}
      testId="variants-table"
      fz="xs"
    />
  );
}
