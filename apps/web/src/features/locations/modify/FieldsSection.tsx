import {
  Box,
  Button,
  ColorSwatch,
  Group,
  NumberInput,
  Paper,
  Rating,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  type ComboboxItem,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { locationTypes, type ApiRecord, type Location } from '@plotwise/contracts';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '../../../ui/form/zodValidate';
import { UnsavedChangesGuard } from '../../../app/UnsavedChangesGuard';
import { SaveStatus } from '../../../ui/SaveStatus';
import { useEmptyChoiceHint } from '../../../ui/useEmptyChoiceHint';
import { useCompanyUsers, usePipelineValues, userName } from './companyLists';
import { changedFields } from './conflict';
import { ConflictDialog } from './ConflictDialog';
import {
  ADDRESS_FIELDS,
  AREA_FIELDS,
  LOCATION_SCHEMA,
  PARTY_FIELDS,
  PERCENTAGE_FIELDS,
  toBody,
  toForm,
  type LocationForm,
  type TextField,
} from './locationForm';
import { useVersionedSave } from './useVersionedSave';

type Option = ComboboxItem & { color?: string | null };
const valueOptions = (values: ApiRecord<'customvalues'>[] | undefined): Option[] =>
  (values ?? []).map((v) => ({ value: String(v.id), label: v.name ?? '', color: v.color }));

/** A status or phase choice: each value with its colour, never a raw id. */
function PipelineSelect({
  label,
  name,
  options,
  value,
  onChange,
  emptyHint,
}: {
  label: string;
  name: string;
  options: Option[];
  value?: string | null;
  onChange?: (v: string | null) => void;
  /** said under the field when the company has no values yet */
  emptyHint: ReactNode;
}) {
  const color = options.find((o) => o.value === value)?.color;
  return (
    <Select
      label={label}
      name={name}
      description={emptyHint}
      disabled={options.length === 0 && !value}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      leftSection={color ? <ColorSwatch color={color} size={14} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={(option as Option).color ?? '#ccc'} size={14} />
          <span>{option.label}</span>
        </Group>
      )}
    />
  );
}

/**
 * Every field of the location in one form, saved with the version it was based on (docs/api.md). The form starts
 * from a version: the loaded one, then each saved one. A newer version loaded in the background replaces it only
 * while the user has no changes of their own; with changes, the save finds the newer version (409) and asks.
 */
export function FieldsSection({ loc }: { loc: Location }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState<Location>(loc);
  const [dirty, setDirty] = useState(false);
  if (loc.updatedAt !== version.updatedAt && !dirty) setVersion(loc);
  const base = useMemo(() => toBody(toForm(version)), [version]);
  const { save, conflicts, resolve, cancelConflict } = useVersionedSave(loc.id, base, setVersion);
  const statusValues = usePipelineValues('status');
  const phaseValues = usePipelineValues('phase');
  const statuses = valueOptions(statusValues.data?.items);
  const phases = valueOptions(phaseValues.data?.items);
  // said only once the company's values have loaded (no hint flashes while they load)
  const settingsPath = '/settings/locations/defaultfields';
  const noStatuses = useEmptyChoiceHint(statusValues.data ? statuses.length : 1, t('emptyChoice.what.statuses'), settingsPath);
  const noPhases = useEmptyChoiceHint(phaseValues.data ? phases.length : 1, t('emptyChoice.what.phases'), settingsPath);
  const users = (useCompanyUsers().data?.items ?? []).map((u) => ({
    value: String(u.id),
    label: userName(u),
  }));
  const nameOf = (options: Option[], v: unknown) => options.find((o) => o.value === String(v))?.label ?? '–';
  const show = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '–';
    if (field === 'status') return nameOf(statuses, v);
    if (field === 'phase') return nameOf(phases, v);
    if (field === 'assignedTo') return nameOf(users, v);
    if (field === 'type') return t(`locationModify.types.${String(v)}`);
    if (typeof v === 'boolean') return v ? t('locationModify.yes') : t('locationModify.no');
    return String(v);
  };
  return (
    <>
      <ConflictDialog
        conflicts={conflicts}
        label={(f) => t(`locationModify.fields.${f}`)}
        show={show}
        pending={save.isPending}
        onApply={resolve}
        onClose={cancelConflict}
      />
      <FieldsForm
        key={version.updatedAt}
        version={version}
        base={base}
        save={save}
        onDirty={setDirty}
        lists={{ statuses, phases, users }}
        emptyHints={{ statuses: noStatuses, phases: noPhases }}
      />
    </>
  );
}

interface FormProps {
  version: Location;
  base: Record<string, unknown>;
  save: UseMutationResult<Location | null, Error, { edit: Record<string, unknown>; version: string }>;
  onDirty: (dirty: boolean) => void;
  lists: { statuses: Option[]; phases: Option[]; users: Option[] };
  emptyHints: { statuses: ReactNode; phases: ReactNode };
}

function FieldsForm({ version, base, save, onDirty, lists, emptyHints }: FormProps) {
  const { t, i18n } = useTranslation();
  const initial = useMemo(() => toForm(version), [version]);
  const mf = useForm<LocationForm>({
    initialValues: initial,
    validate: zodValidate<LocationForm>(LOCATION_SCHEMA, t),
  });
  const edit = changedFields(base, toBody(mf.values));
  const dirty = Object.keys(edit).length > 0;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const text = (k: TextField) => (
    <TextInput
      key={k}
      label={t(`locationModify.fields.${k}`)}
      name={k}
      maxLength={500}
      {...mf.getInputProps(k)}
      onBlur={() => mf.validateField(k)}
    />
  );
  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      aria-label={t('locationModify.fieldsTitle')}
      noValidate
      onSubmit={mf.onSubmit(() => {
        if (dirty) save.mutate({ edit, version: version.updatedAt ?? '' });
      })}
    >
      <UnsavedChangesGuard dirty={dirty && !save.isPending} />
      <Stack>
        <Title order={2} size="h4">
          {t('locationModify.fieldsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('name')}
          <Select
            label={t('locationModify.fields.type')}
            name="type"
            allowDeselect={false}
            data={Object.values(locationTypes).map((v) => ({
              value: String(v),
              label: t(`locationModify.types.${v}`),
            }))}
            {...mf.getInputProps('type')}
          />
          <PipelineSelect
            label={t('locationModify.fields.status')}
            name="status"
            options={lists.statuses}
            emptyHint={emptyHints.statuses}
            {...mf.getInputProps('status')}
          />
          <PipelineSelect
            label={t('locationModify.fields.phase')}
            name="phase"
            options={lists.phases}
            emptyHint={emptyHints.phases}
            {...mf.getInputProps('phase')}
          />
          <Select
            label={t('locationModify.fields.assignedTo')}
            name="assignedTo"
            data={lists.users}
            clearable
            searchable
            {...mf.getInputProps('assignedTo')}
          />
          <Box>
            <Text size="sm" fw={500} id="rating-label">
              {t('locationModify.fields.rating')}
            </Text>
            <Rating aria-labelledby="rating-label" data-testid="rating" {...mf.getInputProps('rating')} />
          </Box>
          {PERCENTAGE_FIELDS.map((k) => (
            <NumberInput
              key={k}
              label={t(`locationModify.fields.${k}`)}
              name={k}
              min={0}
              max={100}
              decimalScale={1}
              decimalSeparator={i18n.language === 'nl' ? ',' : '.'}
              suffix={k === 'chanceOfSuccess' ? ' %' : undefined}
              {...mf.getInputProps(k)}
            />
          ))}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('locationModify.address')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>{ADDRESS_FIELDS.map(text)}</SimpleGrid>
        <Title order={3} size="h5">
          {t('locationModify.parties')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>{PARTY_FIELDS.map(text)}</SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>{AREA_FIELDS.map(text)}</SimpleGrid>
        <Switch
          label={t('locationModify.fields.archived')}
          name="archived"
          {...mf.getInputProps('archived', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {t('common.save')}
          </Button>
          <Button variant="default" disabled={!dirty} onClick={() => mf.setValues(initial)}>
            {t('locationModify.undoChanges')}
          </Button>
          <SaveStatus state={save.status} error={save.error} />
        </Group>
      </Stack>
    </Paper>
  );
}
