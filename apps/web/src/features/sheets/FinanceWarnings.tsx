import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { UNTYPED_UNIT_TYPE_ID, type FinanceWarning, type IncomeRow } from '@plotwise/core/finance/index';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { financeWarningText, fixedAtCosts } from '../../lib/financeWarnings';
import { AddGalleryLine } from '../costLines/AddGalleryLine';
import { TakeUnitTypes } from '../unitTypes/TakeUnitTypes';
import type { SheetPath } from './sheetLinks';

/** An income line's name: the line of dwellings without a unit type is named in the reader's language. */
export const incomeRowName = (row: Pick<IncomeRow, 'id' | 'name'>, t: TFunction) =>
  row.id === UNTYPED_UNIT_TYPE_ID ? t('sheets.income.untyped') : row.name;

/**
 * What the figures rest on that is missing, above every sheet (and so beside every RGW), each with the action that
 * fixes it: take the company's unit types, price the unit types, enter construction costs (of the floor area or the
 * open galleries, these also in one click from the template).
 */
export function FinanceWarnings({ warnings, locationId, link }: { warnings: readonly FinanceWarning[]; locationId: number; link: (p: SheetPath) => string }) {
  const { t, i18n } = useTranslation();
  if (!warnings.length) return null;
  return (
    <Alert color="yellow" title={t('sheets.warnings.title')} data-testid="finance-warnings">
      <Stack gap="xs">
        {warnings.map((w) => (
          <Stack key={w.code} gap={4} data-warning={w.code}>
            <Text size="sm">{financeWarningText(w, t, i18n.language)}</Text>
            {w.code === 'untyped_dwellings' && <TakeUnitTypes locationId={locationId} />}
            {w.code === 'galleries_unpriced' && <AddGalleryLine locationId={locationId} />}
            {w.code === 'unpriced_unit_types' && (
              <Anchor component={Link} to={link('finance/income')} size="sm" c="dark.7" underline="always">
                {t('sheets.warnings.toIncome')}
              </Anchor>
            )}
            {fixedAtCosts(w) && (
              <Anchor component={Link} to={`/locations/detail/${locationId}/modify`} size="sm" c="dark.7" underline="always">
                {t('sheets.warnings.toCosts')}
              </Anchor>
            )}
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
