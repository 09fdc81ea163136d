import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adoptRefusalText, useAdoptUnitTypes, useCompanyUnitTypes } from './companyUnitTypes';

/**
 * What fixes a location with no unit types, where a screen says it has none (the unit mix, the variants): take the
 * company's with one click, or, when the company keeps none, where an admin adds them.
 */
export function TakeUnitTypes({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const company = useCompanyUnitTypes();
  const adopt = useAdoptUnitTypes();
  if (!company.ready) return null;
  if (company.names.length === 0)
    return (
      <Anchor component={Link} to="/settings/concepts/units" size="sm" c="dark.7" underline="always">
        {t('locationModify.unitTypes.toSettings')}
      </Anchor>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" loading={adopt.isPending} onClick={() => adopt.mutate([locationId])} data-testid="take-unit-types">
        {t('locationModify.unitTypes.adopt', { count: company.names.length })}
      </Button>
      {adopt.isError && (
        <Text size="sm" c="red.8" role="alert">
          {adoptRefusalText(adopt.error, t)}
        </Text>
      )}
    </Stack>
  );
}
