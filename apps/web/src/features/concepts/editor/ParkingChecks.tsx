import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { PARKING_ZONES, type ParkingZone } from '@plotwise/core/feasibility/index';
import { parkingNormRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { formatNumber } from '../../../lib/format';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import type { ConceptParking } from '../shared/useConceptParking';
import { ParkingDoubleUseFacts } from '../../feasibility/ParkingDoubleUse';
import { ParkingNormsDialog } from './ParkingNormsDialog';

/**
 * The parking check (issue #43 item 1): the places the municipality's norms ask for the concept's programme in the
 * chosen area of the municipality against the spots its buildings provide, a line per category; without the
 * municipality's table the unit types' own ratios, said as such. The norms are entered from the nota in a dialog.
 */
export function ParkingChecks({ parking }: { parking: ConceptParking | null }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (!parking) return null;
  const lang = i18n.language;
  const n = (v: number, digits = 1) => formatNumber(v, lang, digits);
  const c = parking.check;
  return (
    <Stack gap={6} data-testid="parking-checks" role="group" aria-labelledby="parking-checks-title">
      <Title order={3} size="h6" id="parking-checks-title">
        {t('conceptEditor.parking.title')}
      </Title>
      {parking.status === 'loading' && <LoadingIndicator size="sm" label={t('common.loading')} />}
      {parking.status === 'error' && (
        <Group gap="sm">
          <Text size="sm" c="red.8">{t('conceptEditor.parking.failed')}</Text>
          <Button size="compact-sm" variant="light" onClick={parking.retry}>{t('conceptEditor.noise.retry')}</Button>
        </Group>
      )}
      {c && (
        <>
          {c.basis === 'municipal' && (
            <Select
              size="xs"
              w={220}
              label={t('conceptEditor.parking.zone')}
              data={PARKING_ZONES.map((z) => ({ value: z, label: t(`feasibility.parking.zones.${z}`) }))}
              value={parking.zone}
              onChange={(v) => v && parking.setZone(v as ParkingZone)}
              allowDeselect={false}
              data-testid="parking-zone"
            />
          )}
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="parking-check" data-basis={c.basis} data-required={c.required} data-provided={c.provided} data-shortfall={c.shortfall}>
            <Badge color={c.shortfall > 0 ? 'red.8' : 'teal.9'} autoContrast variant="filled" miw={70} style={{ flexShrink: 0 }}>
              {t(c.shortfall > 0 ? 'feasibility.parking.short' : 'feasibility.parking.met')}
            </Badge>
            <Text size="sm">
              {t('feasibility.parking.line', { required: n(c.required, 0), provided: n(c.provided, 0) })}
              {c.shortfall > 0 && ` · ${t('feasibility.parking.shortBy', { count: c.shortfall })}`}
            </Text>
          </Group>
          <Text size="xs" data-testid="parking-basis">
            {c.basis === 'municipal'
              ? t('conceptEditor.parking.basisMunicipal', { municipality: parking.municipality, title: parking.norms[0]?.sourceTitle ?? '', year: parking.norms[0]?.year ?? '' })
              : parking.status === 'no_municipality'
                ? t('feasibility.parking.noMunicipality')
                : t('feasibility.parking.basisUnitRatios', { municipality: parking.municipality })}
          </Text>
          <Stack gap={0} component="ul" style={{ margin: 0, paddingInlineStart: 18 }}>
            {c.lines.map((l) => (
              <Text key={l.category} size="xs" component="li" data-testid="parking-line" data-category={l.category} data-quantity={l.quantity}>
                {t(`feasibility.parking.categories.${l.category}`)}:{' '}
                {l.category === 'office' || l.category === 'commercial' || l.category === 'industrial'
                  ? t('conceptEditor.parking.perArea', { area: n(l.quantity, 0), norm: l.norm === null ? '–' : n(l.norm, 2), places: n(l.places) })
                  : t('conceptEditor.parking.perDwelling', { count: l.quantity, norm: l.norm === null ? '–' : n(l.norm, 2), places: n(l.places) })}
                {l.norm === null && ` (${t('feasibility.parking.noNorm')})`}
              </Text>
            ))}
          </Stack>
          <ParkingDoubleUseFacts
            doubleUse={c.doubleUse}
            requiredWithoutDoubleUse={c.requiredWithoutDoubleUse}
            municipality={parking.municipality}
            source={parking.presence[0] ? { title: parking.presence[0].sourceTitle, year: parking.presence[0].year, url: parking.presence[0].sourceUrl } : null}
          />
          {c.dwellingsWithoutType > 0 && <Text size="xs" c="dimmed">{t('conceptEditor.parking.withoutType', { count: c.dwellingsWithoutType })}</Text>}
          {parking.locationId !== undefined && <CarOwnership locationId={parking.locationId} />}
          {c.missingNorms.length > 0 && <Text size="xs" c="orange.9">{t('conceptEditor.parking.missing', { categories: c.missingNorms.map((m) => t(`feasibility.parking.categories.${m}`)).join(', ') })}</Text>}
        </>
      )}
      {parking.status !== 'no_municipality' && (
        <Button size="compact-xs" variant="light" onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }} data-testid="parking-norms-open">
          {t('conceptEditor.parking.enter', { municipality: parking.municipality })}
        </Button>
      )}
      {editing && <ParkingNormsDialog municipality={parking.municipality} norms={parking.norms} presence={parking.presence} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/** The cars per household of the CBS area around the location: evidence beside the norm for a lower one. */
function CarOwnership({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: [...entityKeys.all('locations'), 'carownership', String(locationId)],
    queryFn: ({ signal }) => api.call(parkingNormRoutes.carOwnership, { params: { id: locationId }, signal }),
    staleTime: 5 * 60_000,
  });
  const a = q.data?.area;
  if (!a) return null;
  return (
    <Text size="xs" data-testid="parking-car-ownership" data-cars={a.carsPerHousehold}>
      {t('conceptEditor.parking.carOwnership', { cars: formatNumber(a.carsPerHousehold, i18n.language, 2), area: a.name ?? a.code, level: t(`conceptEditor.parking.levels.${a.level}`) })}
    </Text>
  );
}
