import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { landPriceBases, landPriceCheck, landPriceUses, type LandPriceCheck as Check, type LandPriceLine } from '@plotwise/core/feasibility/index';
import { landPriceEntries, landPriceInputSchema, landPriceRoutes, type LandPrice, type LandPriceInput } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { formatArea } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ExternalLink } from '../../ui/ExternalLink';
import { zodValidate } from '../../ui/form/zodValidate';
import { SaveStatus } from '../../ui/SaveStatus';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm';
import { euros, Money } from './Figures';
import { useSheet } from './sheetContext';
import { LandTransactionsCheck } from './LandTransactionsCheck';
import { landPricesKey, useLandPrices } from './useLandPrices';

/** The RGW against the municipality's ground prices, on the RGW sheet (issue #43 item 5; docs/finance.md). */
export function LandPriceCheck() {
  const { t } = useTranslation();
  const { location, result } = useSheet();
  const { on, municipality, prices } = useLandPrices(location.municipality);
  const view = result.view;
  if (!on || !view?.ok) return null;
  return (
    <Paper withBorder p="md" data-testid="land-price-check">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('sheets.landPrice.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sheets.landPrice.intro')}
        </Text>
        {!municipality ? (
          <Text size="sm" data-testid="land-price-state">
            {t('sheets.landPrice.noMunicipality')}
          </Text>
        ) : prices.isError ? (
          <Alert color="red">{t('sheets.landPrice.failed')}</Alert>
        ) : prices.data ? (
          <>
            <CheckFigures check={landPriceCheck(view.sheets, landPriceEntries(prices.data))} municipality={municipality} prices={prices.data} />
            <AddPrice municipality={municipality} />
          </>
        ) : null}
        <LandTransactionsCheck locationId={location.id} sheets={view.sheets} />
      </Stack>
    </Paper>
  );
}

/** The check's state, its lines and margins. */
function CheckFigures({ check, municipality, prices }: { check: Check; municipality: string; prices: readonly LandPrice[] }) {
  const { t } = useTranslation();
  const nameOfUse = (u: string) => t(`sheets.landPrice.uses.${u}`);
  return (
    <>
      {check.status === 'not_checked' && (
        <Text size="sm" fw={600} data-testid="land-price-state">
          {t('sheets.landPrice.notChecked', { municipality })}
        </Text>
      )}
      {check.status === 'partial' && (
        <Alert color="yellow" data-testid="land-price-state">
          {t('sheets.landPrice.partial', { uses: check.missingUses.map(nameOfUse).join(', ') })}
        </Alert>
      )}
      <LinesTable lines={check.lines} />
      {check.marginCents !== null && (
        <Group gap="xl" data-testid="land-price-margin">
          <Figure label={t('sheets.landPrice.municipal')} cents={check.municipalPriceCents} testId="land-price-municipal" />
          <Figure label={t('sheets.landPrice.margin')} cents={check.marginCents} testId="land-price-margin-total" />
          <Figure label={t('sheets.landPrice.marginPerPlotM2')} cents={check.marginPerPlotSquareMeterCents} testId="land-price-margin-plot" />
          <Figure label={t('sheets.landPrice.marginPerGrossM2')} cents={check.marginPerGrossSquareMeterCents} testId="land-price-margin-gfa" />
        </Group>
      )}
      <EnteredPrices prices={prices} />
    </>
  );
}

function Figure({ label, cents, testId }: { label: string; cents: number | null; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Money cents={cents} testId={testId} />
    </Stack>
  );
}

/** One line per use of the programme: its quantity, the price applied (with its source) or none, the total. */
function LinesTable({ lines }: { lines: readonly LandPriceLine[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns: DataColumn<LandPriceLine>[] = [
    { id: 'use', header: t('sheets.landPrice.use'), cell: (l) => t(`sheets.landPrice.uses.${l.use}`) },
    {
      id: 'quantity',
      header: t('sheets.landPrice.quantity'),
      numeric: true,
      cell: (l) => (l.price?.basis === 'per_dwelling' ? t('sheets.landPrice.dwellings', { count: l.dwellings }) : formatArea(l.grossFloorAreaSquareMeters, lang, { hectares: false })),
    },
    {
      id: 'price',
      header: t('sheets.landPrice.price'),
      numeric: true,
      cell: (l) => (l.price ? `${euros(l.price.priceCents, lang)} ${t(`sheets.landPrice.bases.${l.price.basis}`)}` : t('sheets.landPrice.none')),
    },
    { id: 'total', header: t('sheets.landPrice.total'), numeric: true, cell: (l) => <Money cents={l.totalCents} why={t('sheets.landPrice.none')} testId={`land-price-line-${l.use}`} /> },
    { id: 'source', header: t('sheets.landPrice.source'), cell: (l) => (l.price ? <ExternalLink url={l.price.sourceUrl} size="sm">{`${l.price.sourceTitle} (${l.price.year})`}</ExternalLink> : '') },
  ];
  return <DataTable columns={columns} rows={[...lines]} rowId={(l) => l.use} label={t('sheets.landPrice.title')} testId="land-price-lines" />;
}

/** The municipality's entered prices, each removable after a confirmation. */
function EnteredPrices({ prices }: { prices: readonly LandPrice[] }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const remove = useMutation({
    mutationFn: (p: LandPrice) => api.call(landPriceRoutes.remove, { params: { id: p.id } }),
    onSuccess: (_answer, p) => qc.invalidateQueries({ queryKey: landPricesKey(p.municipality) }),
  });
  const confirm = useDeleteConfirm<LandPrice>((p) => t('sheets.landPrice.priceName', { use: t(`sheets.landPrice.uses.${p.use}`), year: p.year }), (p) => remove.mutate(p));
  if (!prices.length) return null;
  return (
    <Stack gap={4} data-testid="land-prices-entered">
      {prices.map((p) => (
        <Group key={p.id} gap="xs" data-testid="land-price-entry">
          <Text size="sm">
            {`${t(`sheets.landPrice.uses.${p.use}`)} ${p.year}: ${euros(Math.round(p.priceEuros * 100), i18n.language)} ${t(`sheets.landPrice.bases.${p.basis}`)} · `}
            <ExternalLink url={p.sourceUrl} size="sm">{p.sourceTitle}</ExternalLink>
          </Text>
          <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('sheets.landPrice.remove')} title={t('sheets.landPrice.remove')} onClick={() => confirm.ask(p)}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <SaveStatus state={remove.status} error={remove.error} />
      {confirm.dialog}
    </Stack>
  );
}

type PriceForm = Omit<LandPriceInput, 'priceEuros' | 'sourceUrl'> & { priceEuros: number | string; sourceUrl: string };

/** Enter one price of the municipality's letter; checked by the contract's schema at the fields. */
function AddPrice({ municipality }: { municipality: string }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const toBody = (v: PriceForm) => ({ ...v, priceEuros: Number(v.priceEuros), sourceUrl: v.sourceUrl.trim() || null });
  const check = zodValidate<unknown>(landPriceInputSchema, t);
  const form = useForm<PriceForm>({
    initialValues: { municipality, year: new Date().getFullYear(), use: 'residential_sale', basis: 'per_m2_gfa', priceEuros: '', sourceTitle: '', sourceUrl: '' },
    validate: (v) => check(toBody(v)),
  });
  const save = useMutation({
    mutationFn: (v: PriceForm) => api.call(landPriceRoutes.create, { body: toBody(v) }),
    onSuccess: () => {
      form.setValues({ priceEuros: '', sourceUrl: '' });
      return qc.invalidateQueries({ queryKey: landPricesKey(municipality) });
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate({ ...v, municipality }))} data-testid="land-price-form">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('sheets.landPrice.add')}
        </Title>
        <Group align="flex-start" gap="sm">
          <Select w={170} label={t('sheets.landPrice.use')} data={landPriceUses.map((u) => ({ value: u, label: t(`sheets.landPrice.uses.${u}`) }))} allowDeselect={false} {...form.getInputProps('use')} data-testid="land-price-use" />
          <Select w={150} label={t('sheets.landPrice.basis')} data={landPriceBases.map((b) => ({ value: b, label: t(`sheets.landPrice.bases.${b}`) }))} allowDeselect={false} {...form.getInputProps('basis')} data-testid="land-price-basis" />
          <NumberInput w={130} label={t('sheets.landPrice.priceEuros')} decimalSeparator={i18n.language === 'nl' ? ',' : '.'} thousandSeparator={i18n.language === 'nl' ? '.' : ','} min={0} {...form.getInputProps('priceEuros')} data-testid="land-price-amount" />
          <NumberInput w={90} label={t('sheets.landPrice.year')} min={2000} allowDecimal={false} {...form.getInputProps('year')} data-testid="land-price-year" />
          <TextInput w={220} label={t('sheets.landPrice.sourceTitle')} {...form.getInputProps('sourceTitle')} data-testid="land-price-source-title" />
          <TextInput w={240} label={t('sheets.landPrice.sourceUrl')} {...form.getInputProps('sourceUrl')} data-testid="land-price-source-url" />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} data-testid="land-price-save">
            {t('sheets.landPrice.save')}
          </Button>
          <SaveStatus state={save.status} error={save.error} />
        </Group>
      </Stack>
    </form>
  );
}
