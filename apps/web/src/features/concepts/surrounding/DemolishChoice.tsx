import { Alert, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { SurroundingBuilding } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength, formatNumber } from '../../../lib/format';
import type { ExistingBuildingShare } from './existingBuildingFactors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The BAG facts of a building as rows of the facts table: test id, label and value ("unknown" when missing). */
export function factRows(b: SurroundingBuilding, t: Translate, lang: string): [string, string, string][] {
  const none = t('conceptSurrounding.unknown');
  const address = b.addresses[0];
  return [
    [
      'address',
      t('conceptSurrounding.address'),
      address
        ? [address.road, address.houseNumber, address.postcode, address.city].filter(Boolean).join(' ') +
          (b.addresses.length > 1 ? ` (+${b.addresses.length - 1})` : '')
        : none,
    ],
    ['year', t('conceptSurrounding.year'), b.year === null ? none : String(b.year)],
    ['status', t('conceptSurrounding.status'), b.status ?? none],
    [
      'use',
      t('conceptSurrounding.use'),
      b.uses.length ? b.uses.map((u) => `${u.use} (${formatNumber(u.units, lang, 0)})`).join(', ') : none,
    ],
    ['units', t('conceptSurrounding.units'), formatNumber(b.units, lang, 0)],
    [
      'floorArea',
      t('conceptSurrounding.floorArea'),
      b.floorAreaSquareMeters === null
        ? none
        : formatArea(b.floorAreaSquareMeters, lang, { hectares: false }),
    ],
    [
      'footprint',
      t('conceptSurrounding.footprint'),
      formatArea(b.footprintSquareMeters, lang, { hectares: false }),
    ],
    ['onPlot', t('conceptSurrounding.onPlot'), formatArea(b.onPlotSquareMeters, lang, { hectares: false })],
    [
      'height',
      t('conceptSurrounding.height'),
      b.heightMeters === null ? t('conceptSurrounding.noHeight') : formatLength(b.heightMeters, lang),
    ],
    [
      'storeys',
      t('conceptSurrounding.storeys'),
      b.storeys === null ? none : formatNumber(b.storeys, lang, 0),
    ],
    ['roof', t('conceptSurrounding.roof'), b.roofType ?? none],
  ];
}

/**
 * Keep or demolish the building in the concept, and what it adds to the plot's GSI and FSI either way (with
 * the concept's own figures when it is generated).
 */
export function DemolishChoice({
  b,
  share,
  kept,
  formFactors,
  disabled,
  error,
  onChoose,
}: {
  b: SurroundingBuilding;
  share: ExistingBuildingShare;
  kept: ExistingBuildingShare;
  formFactors: { gsi: number; fsi: number } | null;
  disabled: boolean;
  error: Error | null;
  onChoose: (demolish: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack gap={6}>
      <Text fw={600}>{t('conceptSurrounding.choice')}</Text>
      <SegmentedControl
        data-testid="surrounding-choice"
        w={320}
        disabled={disabled}
        value={b.demolished ? 'demolish' : 'keep'}
        onChange={(v) => onChoose(v === 'demolish')}
        data={[
          { value: 'keep', label: t('conceptSurrounding.keep') },
          { value: 'demolish', label: t('conceptSurrounding.demolish') },
        ]}
      />
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      <Text size="sm" data-testid="surrounding-counts">
        {b.onPlotSquareMeters <= 0
          ? t('conceptSurrounding.besidePlot')
          : b.demolished
            ? t('conceptSurrounding.countsDemolished', {
                gsi: formatNumber(kept.gsi, lang, 3),
                fsi: formatNumber(kept.fsi, lang, 3),
              })
            : t('conceptSurrounding.countsKept', {
                area: formatArea(share.builtArea, lang, { hectares: false }),
                gsi: formatNumber(share.gsi, lang, 3),
                fsi: formatNumber(share.fsi, lang, 3),
              })}
      </Text>
      {formFactors && b.onPlotSquareMeters > 0 && (
        <FactorsWithAndWithout
          gsi={formFactors.gsi}
          fsi={formFactors.fsi}
          kept={kept}
          demolished={b.demolished}
        />
      )}
      <Text size="sm" c="dimmed">
        {t('conceptSurrounding.view3d')}
      </Text>
    </Stack>
  );
}

/** The concept's GSI and FSI with the building kept and demolished; the current choice in bold. */
function FactorsWithAndWithout({
  gsi,
  fsi,
  kept,
  demolished,
}: {
  gsi: number;
  fsi: number;
  kept: ExistingBuildingShare;
  demolished: boolean;
}) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language, 3);
  const cell = (v: string, current: boolean, id: string) => (
    <Table.Td fw={current ? 700 : 400} data-testid={id}>
      {v}
    </Table.Td>
  );
  return (
    <Table w={420} data-testid="surrounding-factors">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('conceptSurrounding.factorsTitle')}</Table.Th>
          <Table.Th>{t('conceptSurrounding.keep')}</Table.Th>
          <Table.Th>{t('conceptSurrounding.demolish')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th>GSI</Table.Th>
          {cell(n(gsi + kept.gsi), !demolished, 'surrounding-gsi-kept')}
          {cell(n(gsi), demolished, 'surrounding-gsi-demolished')}
        </Table.Tr>
        <Table.Tr>
          <Table.Th>FSI</Table.Th>
          {cell(n(fsi + kept.fsi), !demolished, 'surrounding-fsi-kept')}
          {cell(n(fsi), demolished, 'surrounding-fsi-demolished')}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The building's outline, north up, scaled to a 240 px box. */
export function Outline({ ring, label }: { ring: readonly (readonly [number, number])[]; label: string }) {
  if (ring.length < 3) return null;
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.max(x1 - x0, y1 - y0, 1);
  const m = size * 0.08;
  const points = ring.map(([x, y]) => `${(x - x0 + m).toFixed(2)},${(y1 - y + m).toFixed(2)}`).join(' ');
  return (
    <svg
      width={240}
      height={240}
      viewBox={`0 0 ${size + 2 * m} ${size + 2 * m}`}
      role="img"
      aria-label={label}
      data-testid="surrounding-outline"
    >
      <polygon points={points} fill="#d9d2c3" stroke="#333" strokeWidth={size / 150} />
    </svg>
  );
}
