import { Table, Text } from '@mantine/core';
import type { FormFactors } from '@plotwise/core/generator/index';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength, formatNumber, formatVolume } from '../../../lib/format';
import { formFactorRows, type FormFactorRow } from './formFactorRows';

function formatted(r: FormFactorRow, lang: string): string {
  if (r.unit === 'm2') return formatArea(r.value, lang, { hectares: false });
  if (r.unit === 'm3') return formatVolume(r.value, lang);
  if (r.unit === 'm') return formatLength(r.value, lang);
  return formatNumber(r.value, lang, r.unit === 'count' ? 0 : 2);
}

/** Every form factor of the concept (spec section 3), updated with each regeneration. */
export function FormFactorsPanel({ formFactors }: { formFactors: FormFactors | null }) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => (formFactors ? formFactorRows(formFactors) : []), [formFactors]);
  if (!formFactors) return <Text c="dimmed">{t('conceptEditor.noBuildings')}</Text>;
  return (
    <Table striped withRowBorders={false} fz="sm" data-testid="form-factors">
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key} data-testid={`ff-${r.key}`}>
            <Table.Td>{t(`conceptEditor.ff.${r.key}`)}</Table.Td>
            <Table.Td ta="right" data-testid="ff-value" data-value={r.value}>
              {formatted(r, i18n.language)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
