import { ActionIcon, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { acquisitionStates, deriveOwnerType, ownerInformationSchema, ownerTypes, type ApiRecord, type OwnerInformation } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityMutations } from '../../../api/queries';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';

type Plot = ApiRecord<'plots'>;
type Json = ApiRecord<'jsons'>;

/** The key owner information of a parcel is kept under: its cadastral identificatie, or the plot for a drawn one. */
const parcelKey = (plot: Plot) => (typeof plot.properties?.identificatie === 'string' ? plot.properties.identificatie : `plot-${plot.id}`);

const ownerData = (j: Json): OwnerInformation | null => {
  const parsed = ownerInformationSchema.safeParse(j.data);
  return parsed.success ? parsed.data : null;
};

/**
 * The selected parcel's acquisition state and its owners (owner information kept as jsons of the location),
 * entered by hand with the owner type derived from the name and changeable.
 */
export function ParcelDetails({ plot, owners, locationId }: { plot: Plot; owners: Json[]; locationId: number }) {
  const { t } = useTranslation();
  const plotsApi = useEntityMutations('plots', [['entity', 'locations']]);
  const jsonsApi = useEntityMutations('jsons', [['entity', 'locations']]);
  const [name, setName] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [share, setShare] = useState('');
  // an owner may have come from a paid Kadaster lookup: removing one asks first (issue #42 item 4)
  const removal = useDeleteConfirm((o: Json) => o.name ?? '', (o) => jsonsApi.remove.mutate(o.id));
  const key = parcelKey(plot);
  const mine = owners.filter((o) => o.identificatie === key);
  const add = () => {
    const data: OwnerInformation = { ownerType: (type ?? deriveOwnerType(name)) as OwnerInformation['ownerType'], share: share.trim() || null, right: null, address: null, source: 'hand', date: new Date().toISOString().slice(0, 10) };
    jsonsApi.create.mutate({ locationId, type: 'owner_information', name: name.trim(), identificatie: key, data }, { onSuccess: () => (setName(''), setType(null), setShare('')) });
  };
  return (
    <Stack gap={6} data-testid="parcel-details">
      {removal.dialog}
      <Select
        size="xs"
        label={t('modifyPlot.acquisition')}
        data={acquisitionStates.map((s) => ({ value: s, label: t(`modifyPlot.acquisitionStates.${s}`) }))}
        value={plot.acquisition ?? 'not_contacted'}
        allowDeselect={false}
        onChange={(v) => v && plotsApi.update.mutate({ id: plot.id, body: { acquisition: v as (typeof acquisitionStates)[number] } })}
        data-testid="acquisition"
      />
      <Text size="xs" fw={600}>
        {t('modifyPlot.owners')}
      </Text>
      {mine.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('modifyPlot.noOwners')}
        </Text>
      )}
      {mine.map((o) => {
        const d = ownerData(o);
        return (
          <Group key={o.id} gap={4} justify="space-between" wrap="nowrap" data-testid="parcel-owner">
            <Text size="xs">
              {o.name}
              {d?.share ? ` (${d.share})` : ''}
            </Text>
            <Group gap={4} wrap="nowrap">
              {d && <Badge size="xs" variant="light">{t(`modifyPlot.ownerTypes.${d.ownerType}`)}</Badge>}
              <ActionIcon size="xs" variant="subtle" color="red" aria-label={t('modifyPlot.removeOwner')} onClick={() => removal.ask(o)}>
                ×
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
      <Group gap={4} align="flex-end" wrap="nowrap">
        <TextInput size="xs" label={t('modifyPlot.ownerName')} value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 2 }} />
        <TextInput size="xs" label={t('modifyPlot.share')} placeholder="1/2" value={share} onChange={(e) => setShare(e.currentTarget.value)} style={{ flex: 1 }} />
      </Group>
      <Group gap={4} align="flex-end" wrap="nowrap">
        <Select
          size="xs"
          label={t('modifyPlot.ownerType')}
          data={ownerTypes.map((o) => ({ value: o, label: t(`modifyPlot.ownerTypes.${o}`) }))}
          value={type ?? (name.trim() ? deriveOwnerType(name) : null)}
          onChange={setType}
          style={{ flex: 2 }}
        />
        <Button size="xs" onClick={add} disabled={!name.trim()} loading={jsonsApi.create.isPending} data-testid="add-owner">
          {t('modifyPlot.addOwner')}
        </Button>
      </Group>
      {(plotsApi.update.isError || jsonsApi.create.isError) && (
        <Text size="xs" c="red" role="alert">
          {t('common.saveFailed')} {(plotsApi.update.error ?? jsonsApi.create.error)?.message}
        </Text>
      )}
    </Stack>
  );
}
