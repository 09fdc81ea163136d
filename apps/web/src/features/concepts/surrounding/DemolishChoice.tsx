import { Alert, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { SurroundingBuilding } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatArea, formatNumber } from '../../../lib/format';
import type { ExistingBuildingShare } from './existingBuildingFactors';

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
