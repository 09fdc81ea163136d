import { Alert, Anchor, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entityKeys, useEntityMutations } from '../../../api/queries';
import { useCapabilities } from '../../../app/useCapabilities';
import { formatCurrency, formatNumber } from '../../../lib/format';

/**
 * The façade cost line the noise pre-check proposes for the sheets (issue #43 item 3): the façade area above the
 * standard value times a price per m² the user gives (no default: a price the product cannot know is never filled in),
 * added to the location's costs as a building cost, which every sheet of its concepts then counts.
 */
export function NoiseCostLine({ locationId, buildingName, areaSquareMeters }: { locationId: number; buildingName: string; areaSquareMeters: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const writable = useCapabilities()?.write === true;
  const { create } = useEntityMutations('costs', [entityKeys.all('locations')]);
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState<number | ''>('');
  const [added, setAdded] = useState<string | null>(null);
  const area = Math.round(areaSquareMeters);
  if (!writable || area <= 0) return null;
  if (added)
    return (
      <Text size="xs" data-testid="noise-cost-added">
        {t('conceptEditor.noise.cost.added', { name: added })}{' '}
        <Anchor component={Link} to={`/locations/detail/${locationId}/modify`} size="xs" underline="always">
          {t('conceptEditor.noise.cost.open')}
        </Anchor>
      </Text>
    );
  if (!open)
    return (
      <Button size="compact-xs" variant="light" onClick={() => setOpen(true)} data-testid="noise-cost-propose" style={{ alignSelf: 'flex-start' }}>
        {t('conceptEditor.noise.cost.propose')}
      </Button>
    );
  const total = price === '' ? null : Math.round(area * price);
  const name = t('conceptEditor.noise.cost.name', { building: buildingName, area: formatNumber(area, lang, 0) });
  const add = () => {
    if (total === null) return;
    create.mutate(
      { name, type: 'flat_fee', category: 'building', parameter: total, source: t('conceptEditor.noise.cost.source', { price: formatCurrency(Number(price), lang, 2) }), locationId },
      { onSuccess: () => setAdded(name) },
    );
  };
  return (
    <Stack gap={4} data-testid="noise-cost-form">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          size="xs"
          label={t('conceptEditor.noise.cost.price')}
          value={price}
          onChange={(v) => setPrice(typeof v === 'number' && v > 0 ? v : '')}
          min={0}
          decimalScale={2}
          prefix="€ "
          w={150}
          autoFocus
          error={create.isError ? t('conceptEditor.noise.cost.failed') : undefined}
        />
        <Button size="xs" onClick={add} disabled={total === null} loading={create.isPending}>
          {t('conceptEditor.noise.cost.add')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setOpen(false)}>
          {t('conceptEditor.noise.cost.cancel')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {total === null
          ? t('conceptEditor.noise.cost.needPrice', { area: formatNumber(area, lang, 0) })
          : t('conceptEditor.noise.cost.total', { area: formatNumber(area, lang, 0), total: formatCurrency(total, lang) })}
      </Text>
      {create.isError && <Alert color="red" p={6}>{t('conceptEditor.noise.cost.failed')}</Alert>}
    </Stack>
  );
}
