import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { FinanceWarning } from '@plotwise/core/finance/index';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { financeWarningText, fixedAtCosts } from '../../../lib/financeWarnings';
import { AddGalleryLine } from '../../costLines/AddGalleryLine';

/**
 * The concept's figures' missing inputs in the concept editor, as the sheets show them, with where to fix them: the
 * location's costs (the open galleries' line in one click), or the RGW sheet (unit types and prices are taken and set
 * there).
 */
export const EditorFinanceWarnings = memo(function EditorFinanceWarnings({
  warnings,
  locationId,
  conceptId,
}: {
  warnings: readonly FinanceWarning[];
  locationId: number;
  conceptId: number;
}) {
  const { t, i18n } = useTranslation();
  if (!warnings.length) return null;
  const costs = warnings.some(fixedAtCosts);
  return (
    <Alert color="yellow" p="xs" mb="xs" title={t('sheets.warnings.title')} data-testid="editor-finance-warnings">
      <Stack gap={4}>
        {warnings.map((w) => (
          <Text key={w.code} size="sm" data-warning={w.code}>
            {financeWarningText(w, t, i18n.language)}
          </Text>
        ))}
        {warnings.some((w) => w.code === 'galleries_unpriced') && <AddGalleryLine locationId={locationId} />}
        {costs && (
          <Anchor component={Link} to={`/locations/detail/${locationId}/modify`} size="sm" c="dark.7" underline="always">
            {t('sheets.warnings.toCosts')}
          </Anchor>
        )}
        <Anchor component={Link} to={`/sheets/finance/rgw/${locationId}?concept=${conceptId}`} size="sm" c="dark.7" underline="always">
          {t('conceptEditor.toRgwSheet')}
        </Anchor>
      </Stack>
    </Alert>
  );
});
