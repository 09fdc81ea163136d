import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEntityList } from '../../../api/queries';
import { unitTypeKey } from '@plotwise/contracts';
import { adoptRefusalText, unitTypeListParams, useAdoptUnitTypes, useCompanyUnitTypes } from '../../unitTypes/companyUnitTypes';
import { UnitTypeList } from '../../unitTypes/UnitTypeList';

/**
 * The location's own unit types (what its unit mix, generator, sheets and variants use), editable here, and the
 * company's types it lacks, taken with one click.
 */
export function UnitTypesSection({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const company = useCompanyUnitTypes();
  const own = useEntityList('units', unitTypeListParams(locationId));
  const adopt = useAdoptUnitTypes();
  const has = new Set((own.data?.items ?? []).map((u) => unitTypeKey(u.name)));
  const lacking = company.names.filter((n) => !has.has(unitTypeKey(n)));
  const settled = company.ready && own.isSuccess;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="unit-types-title" data-testid="unit-types-section">
      <Stack>
        <Title order={2} size="h4" id="unit-types-title">
          {t('locationModify.unitTypes.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('locationModify.unitTypes.intro')}
        </Text>
        {settled && lacking.length > 0 && (
          <Alert color={has.size ? 'blue' : 'orange'} role="status">
            <Group justify="space-between" align="center">
              <Text size="sm">
                {t(has.size ? 'locationModify.unitTypes.lacking' : 'locationModify.unitTypes.noneYet', {
                  count: lacking.length,
                  names: lacking.join(', '),
                })}
              </Text>
              <Button size="xs" loading={adopt.isPending} onClick={() => adopt.mutate([locationId])}>
                {t('locationModify.unitTypes.adopt', { count: lacking.length })}
              </Button>
            </Group>
          </Alert>
        )}
        {settled && company.names.length === 0 && has.size === 0 && (
          <Alert color="orange" role="status">
            {t('locationModify.unitTypes.companyHasNone')}{' '}
            {/* dark and underlined: the theme's link colour is too light on the orange notice (axe) */}
            <Anchor component={Link} to="/settings/concepts/units" c="dark.7" underline="always">
              {t('locationModify.unitTypes.toSettings')}
            </Anchor>
          </Alert>
        )}
        {adopt.isError && (
          <Text size="sm" c="red.8" role="alert">
            {adoptRefusalText(adopt.error, t)}
          </Text>
        )}
        {adopt.isSuccess && (
          <Text size="sm" role="status">
            {t('locationModify.unitTypes.adopted', { count: adopt.data.locations[0]?.added ?? 0 })}
          </Text>
        )}
        <UnitTypeList locationId={locationId} disabled={false} />
      </Stack>
    </Paper>
  );
}
