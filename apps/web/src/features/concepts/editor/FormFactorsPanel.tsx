import { Button, Table, Text } from '@mantine/core';
import type { FormFactors } from '@plotwise/core/generator/index';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserCfg } from '../../../app/useUserCfg';
import { formatArea, formatLength, formatNumber, formatVolume } from '../../../lib/format';
import { formFactorRows, shownFormFactorRows, type FormFactorRow } from './formFactorRows';

function formatted(r: FormFactorRow, lang: string): string {
  if (r.unit === 'm2') return formatArea(r.value, lang, { hectares: false });
  if (r.unit === 'm3') return formatVolume(r.value, lang);
  if (r.unit === 'm') return formatLength(r.value, lang);
  return formatNumber(r.value, lang, r.unit === 'count' ? 0 : 2);
}

/**
 * The concept's form factors (spec section 3), updated with each regeneration: the ones the user chose under
 * Settings, User ("form factors shown", user cfg formfactors), and every one behind "Show all".
 */
export function FormFactorsPanel({ formFactors }: { formFactors: FormFactors | null }) {
  const { t, i18n } = useTranslation();
  const { cfg } = useUserCfg();
  const [all, setAll] = useState(false);
  const rows = useMemo(() => (formFactors ? formFactorRows(formFactors) : []), [formFactors]);
  const chosen = useMemo(() => shownFormFactorRows(rows, cfg.formfactors), [rows, cfg.formfactors]);
  if (!formFactors) return <Text c="dimmed">{t('conceptEditor.noBuildings')}</Text>;
  const shown = all ? rows : chosen;
  return (
    <>
      <Table striped withRowBorders={false} fz="sm" data-testid="form-factors">
        <Table.Tbody>
          {shown.map((r) => (
            <Table.Tr key={r.key} data-testid={`ff-${r.key}`}>
              <Table.Td>{t(`conceptEditor.ff.${r.key}`)}</Table.Td>
              <Table.Td ta="right" data-testid="ff-value" data-value={r.value}>
                {formatted(r, i18n.language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {chosen.length < rows.length && (
        <Button variant="subtle" size="xs" mt="xs" aria-pressed={all} onClick={() => setAll((a) => !a)}>
          {all ? t('conceptEditor.ffChosenOnly') : t('conceptEditor.ffShowAll', { count: rows.length })}
        </Button>
      )}
    </>
  );
}
