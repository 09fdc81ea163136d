import { ActionIcon, Button, Divider, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { parkingNormInputSchema, parkingNormRoutes, type ParkingNorm, type ParkingNormInput, type ParkingPresence } from '@plotwise/contracts';
import { isDwellingCategory, PARKING_CATEGORIES, PARKING_ZONES } from '@plotwise/core/feasibility/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { formatNumber } from '../../../lib/format';
import { ExternalLink } from '../../../ui/ExternalLink';
import { zodValidate } from '../../../ui/form/zodValidate';
import { SaveStatus } from '../../../ui/SaveStatus';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { parkingNormsKey } from '../../feasibility/parkingQueries';
import { ParkingPresenceForm } from './ParkingPresenceForm';

type NormForm = Omit<ParkingNormInput, 'places' | 'sourceUrl' | 'visitorSharePercent'> & { places: number | string; visitorSharePercent: number | string; sourceUrl: string };

/**
 * The municipality's parking norms as the company entered them from its nota, each removable after a confirmation,
 * and a form for one more (checked by the contract's schema at the fields), then the nota's presence table for double
 * use. The check applies the newest nota's year.
 */
export function ParkingNormsDialog({
  municipality,
  norms,
  presence,
  onClose,
}: {
  municipality: string;
  norms: readonly ParkingNorm[];
  presence: readonly ParkingPresence[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: parkingNormsKey(municipality) });
  const remove = useMutation({ mutationFn: (n: ParkingNorm) => api.call(parkingNormRoutes.remove, { params: { id: n.id } }), onSuccess: refresh });
  const name = (n: ParkingNorm) => `${t(`feasibility.parking.categories.${n.category}`)}, ${t(`feasibility.parking.zones.${n.zone}`)} (${n.year})`;
  const confirm = useDeleteConfirm<ParkingNorm>(name, (n) => remove.mutate(n));
  const toBody = (v: NormForm) => ({
    ...v,
    municipality,
    places: Number(v.places),
    // a share only for dwellings (the other uses are one group each)
    visitorSharePercent: v.visitorSharePercent === '' || !isDwellingCategory(v.category) ? null : Number(v.visitorSharePercent),
    sourceUrl: v.sourceUrl.trim() || null,
  });
  const check = zodValidate<unknown>(parkingNormInputSchema, t);
  const last = norms[0];
  const form = useForm<NormForm>({
    initialValues: { municipality, year: last?.year ?? new Date().getFullYear(), zone: 'built_up', category: 'apartment_sale_medium', places: '', visitorSharePercent: '', sourceTitle: last?.sourceTitle ?? '', sourceUrl: last?.sourceUrl ?? '' },
    // an empty places field is missing ("fill this in"), not a malformed number
    validate: (v) => check({ ...toBody(v), places: v.places === '' ? undefined : Number(v.places) }),
  });
  const save = useMutation({
    mutationFn: (v: NormForm) => api.call(parkingNormRoutes.create, { body: toBody(v) }),
    onSuccess: () => {
      form.setValues({ places: '', visitorSharePercent: '' });
      return refresh();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('conceptEditor.parking.dialogTitle', { municipality })} size="xl">
      <Stack gap="sm">
        {norms.length === 0 ? (
          <Text size="sm" c="dimmed">{t('conceptEditor.parking.noneEntered', { municipality })}</Text>
        ) : (
          <Stack gap={2} data-testid="parking-norms-entered">
            {norms.map((n) => (
              <Group key={n.id} gap="xs" wrap="nowrap" data-testid="parking-norm-entry">
                <Text size="sm">
                  {`${name(n)}: ${formatNumber(n.places, lang, 2)} ${t(isDwellingCategory(n.category) ? 'conceptEditor.parking.unitPerDwelling' : 'conceptEditor.parking.unitPerArea')}`}
                  {n.visitorSharePercent !== null && ` (${t('conceptEditor.parking.visitorShareOf', { percent: formatNumber(n.visitorSharePercent, lang, 0) })})`}
                  {' · '}
                  <ExternalLink url={n.sourceUrl} size="sm">{n.sourceTitle}</ExternalLink>
                </Text>
                <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('conceptEditor.parking.remove')} title={t('conceptEditor.parking.remove')} onClick={() => confirm.ask(n)}>
                  ×
                </ActionIcon>
              </Group>
            ))}
            <SaveStatus state={remove.status} error={remove.error} />
          </Stack>
        )}
        <form onSubmit={form.onSubmit((v) => save.mutate(v))} data-testid="parking-norm-form">
          <Stack gap="xs">
            <Group align="flex-start" gap="sm">
              <Select w={190} label={t('conceptEditor.parking.zone')} data={PARKING_ZONES.map((z) => ({ value: z, label: t(`feasibility.parking.zones.${z}`) }))} allowDeselect={false} {...form.getInputProps('zone')} />
              <Select w={250} label={t('feasibility.parking.category')} data={PARKING_CATEGORIES.map((c) => ({ value: c, label: t(`feasibility.parking.categories.${c}`) }))} allowDeselect={false} {...form.getInputProps('category')} />
              <NumberInput w={110} label={t('feasibility.parking.places')} decimalSeparator={lang === 'nl' ? ',' : '.'} min={0} decimalScale={2} {...form.getInputProps('places')} />
              {isDwellingCategory(form.values.category) && (
                <NumberInput w={110} label={t('conceptEditor.parking.visitorShare')} min={0} max={100} decimalSeparator={lang === 'nl' ? ',' : '.'} allowNegative={false} {...form.getInputProps('visitorSharePercent')} />
              )}
            </Group>
            <Group align="flex-start" gap="sm">
              <NumberInput w={90} label={t('conceptEditor.parking.year')} allowDecimal={false} {...form.getInputProps('year')} />
              <TextInput w={230} label={t('conceptEditor.parking.sourceTitle')} {...form.getInputProps('sourceTitle')} />
              <TextInput w={230} label={t('conceptEditor.parking.sourceUrl')} {...form.getInputProps('sourceUrl')} />
            </Group>
            <Group gap="sm">
              <Button type="submit" loading={save.isPending}>{t('conceptEditor.parking.save')}</Button>
              <SaveStatus state={save.status} error={save.error} />
            </Group>
          </Stack>
        </form>
        <Divider />
        <ParkingPresenceForm municipality={municipality} presence={presence} defaultYear={last?.year ?? new Date().getFullYear()} />
      </Stack>
      {confirm.dialog}
    </Modal>
  );
}
