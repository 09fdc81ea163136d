import { Button, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  parkingPresenceInputSchema,
  parkingPresenceRoutes,
  type ParkingPresence,
  type ParkingPresenceInput,
} from '@plotwise/contracts';
import {
  PARKING_MOMENTS,
  PARKING_PRESENCE_GROUPS,
  type ParkingPresenceGroup,
} from '@plotwise/core/feasibility/parkingDoubleUse';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { zodValidate } from '../../../ui/form/zodValidate';
import { SaveStatus } from '../../../ui/SaveStatus';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { parkingPresenceKey } from '../../feasibility/parkingQueries';

type Cells = Record<string, number | string>;
interface PresenceForm {
  year: number;
  sourceTitle: string;
  sourceUrl: string;
  cells: Cells;
}

const cellKey = (group: string, moment: string) => `${group}/${moment}`;
const filled = (v: number | string | undefined) => v !== '' && v !== undefined;

/** The form's cells of a stored table (empty where it has none). */
function cellsOf(table: ParkingPresence | undefined): Cells {
  const cells: Cells = {};
  for (const g of PARKING_PRESENCE_GROUPS) for (const m of PARKING_MOMENTS) cells[cellKey(g, m)] = '';
  for (const c of table?.cells ?? []) cells[cellKey(c.group, c.moment)] = c.percent;
  return cells;
}

/** The groups whose row is filled in part: each must be whole or empty. */
function partRows(cells: Cells): ParkingPresenceGroup[] {
  return PARKING_PRESENCE_GROUPS.filter((g) => {
    const n = PARKING_MOMENTS.filter((m) => filled(cells[cellKey(g, m)])).length;
    return n > 0 && n < PARKING_MOMENTS.length;
  });
}

/** The PUT body of the form's values: the filled cells only. */
function presenceBody(municipality: string, v: PresenceForm): ParkingPresenceInput {
  return {
    municipality,
    year: Number(v.year),
    sourceTitle: v.sourceTitle,
    sourceUrl: v.sourceUrl.trim() || null,
    cells: PARKING_PRESENCE_GROUPS.flatMap((group) =>
      PARKING_MOMENTS.filter((moment) => filled(v.cells[cellKey(group, moment)])).map((moment) => ({
        group,
        moment,
        percent: Number(v.cells[cellKey(group, moment)]),
      })),
    ),
  };
}

/**
 * A municipality's presence table as its nota prints it (issue #43 item 1, double use): a row per user group, a column
 * per moment of the week, percentages; saved whole for its year (PUT /api/parkingpresence), removable after a
 * confirmation. A row is filled whole or left empty, said at the row.
 */
export function ParkingPresenceForm({
  municipality,
  presence,
  defaultYear,
}: {
  municipality: string;
  presence: readonly ParkingPresence[];
  defaultYear: number;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: parkingPresenceKey(municipality) });
  const newest = presence[0];
  const check = zodValidate<unknown>(parkingPresenceInputSchema, t);
  const form = useForm<PresenceForm>({
    initialValues: {
      year: newest?.year ?? defaultYear,
      sourceTitle: newest?.sourceTitle ?? '',
      sourceUrl: newest?.sourceUrl ?? '',
      cells: cellsOf(newest),
    },
    validate: (v) => {
      // the year and the nota's title and link by the contract's schema; the cells row by row
      const { year, sourceTitle, sourceUrl } = check(presenceBody(municipality, v));
      const errors: Record<string, string | undefined> = { year, sourceTitle, sourceUrl };
      for (const g of partRows(v.cells))
        errors[`row.${g}`] = t('conceptEditor.parking.presenceRowIncomplete');
      if (!Object.values(v.cells).some(filled)) errors.cells = t('conceptEditor.parking.presenceEmpty');
      return Object.fromEntries(Object.entries(errors).filter(([, e]) => e));
    },
  });
  const save = useMutation({
    mutationFn: (v: PresenceForm) =>
      api.call(parkingPresenceRoutes.replace, { body: presenceBody(municipality, v) }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (year: number) => api.call(parkingPresenceRoutes.remove, { query: { municipality, year } }),
    onSuccess: () => {
      form.setFieldValue('cells', cellsOf(undefined));
      return refresh();
    },
  });
  const confirm = useDeleteConfirm<number>(
    (year) => t('conceptEditor.parking.presenceRemoveConfirm', { year }),
    (year) => remove.mutate(year),
  );
  return (
    <form
      onSubmit={form.onSubmit((v) => save.mutate(v))}
      data-testid="parking-presence-form"
      aria-labelledby="parking-presence-title"
    >
      <Stack gap="xs">
        <Title order={4} size="h6" id="parking-presence-title">
          {t('conceptEditor.parking.presenceTitle')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('conceptEditor.parking.presenceHelp')}
        </Text>
        <PresenceGrid form={form} />
        {form.errors.cells && (
          <Text size="xs" c="red.9" role="alert">
            {form.errors.cells}
          </Text>
        )}
        <Group align="flex-start" gap="sm">
          <NumberInput
            w={90}
            label={t('conceptEditor.parking.year')}
            allowDecimal={false}
            {...form.getInputProps('year')}
          />
          <TextInput
            w={230}
            label={t('conceptEditor.parking.sourceTitle')}
            {...form.getInputProps('sourceTitle')}
          />
          <TextInput
            w={230}
            label={t('conceptEditor.parking.sourceUrl')}
            {...form.getInputProps('sourceUrl')}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} data-testid="parking-presence-save">
            {t('conceptEditor.parking.presenceSave')}
          </Button>
          {newest && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => confirm.ask(newest.year)}
              data-testid="parking-presence-remove"
            >
              {t('conceptEditor.parking.presenceRemove')}
            </Button>
          )}
          <SaveStatus state={save.isIdle ? remove.status : save.status} error={save.error ?? remove.error} />
        </Group>
      </Stack>
      {confirm.dialog}
    </form>
  );
}

/** The table's grid: a row per user group with its error, a percentage input per moment. */
function PresenceGrid({ form }: { form: UseFormReturnType<PresenceForm> }) {
  const { t, i18n } = useTranslation();
  const moment = (m: string) => t(`feasibility.doubleUse.momentNames.${m}`);
  const group = (g: string) => t(`feasibility.doubleUse.groups.${g}`);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('conceptEditor.parking.presenceGroup')}</Table.Th>
            {PARKING_MOMENTS.map((m) => (
              <Table.Th key={m} fz="xs" fw={500}>
                {moment(m)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PARKING_PRESENCE_GROUPS.map((g) => (
            <Table.Tr key={g} data-group={g}>
              <Table.Td fz="sm">
                {group(g)}
                {form.errors[`row.${g}`] && (
                  <Text size="xs" c="red.9" role="alert">
                    {form.errors[`row.${g}`]}
                  </Text>
                )}
              </Table.Td>
              {PARKING_MOMENTS.map((m) => (
                <Table.Td key={m}>
                  <NumberInput
                    size="xs"
                    w={58}
                    hideControls
                    min={0}
                    max={100}
                    clampBehavior="strict"
                    allowNegative={false}
                    decimalSeparator={i18n.language === 'nl' ? ',' : '.'}
                    aria-label={t('conceptEditor.parking.presencePercent', {
                      group: group(g),
                      moment: moment(m),
                    })}
                    {...form.getInputProps(`cells.${cellKey(g, m)}`)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
