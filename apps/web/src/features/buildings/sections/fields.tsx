import { Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BuildingEditorValues } from '@plotwise/contracts/api/buildingEditor';
import { useTranslation } from 'react-i18next';

/** The building editor's form, as every section receives it. */
export type BuildingForm = UseFormReturnType<BuildingEditorValues>;

/**
 * A number field of the form at `path`; an emptied nullable field stores null (the generator's default), an
 * emptied required one keeps the text so the schema refuses it at the field.
 */
export function Num({
  form,
  path,
  label,
  nullable,
  step,
  suffix,
  error,
}: {
  form: BuildingForm;
  path: string;
  label: string;
  nullable?: boolean;
  step?: number;
  suffix?: string;
  /** a message of the screen's own (a rule across fields), said when the form's validation has none */
  error?: string | null;
}) {
  const props = form.getInputProps(path);
  return (
    <NumberInput
      label={label}
      step={step}
      suffix={suffix}
      decimalScale={3}
      {...props}
      error={props.error ?? error}
      value={(props.value as number | null) ?? ''}
      placeholder={nullable ? '—' : undefined}
      onChange={(v) =>
        form.setFieldValue(
          path,
          (v === '' ? (nullable ? null : Number.NaN) : typeof v === 'number' ? v : Number(v)) as never,
        )
      }
      data-path={path}
    />
  );
}

/** A choice of the form at `path`, its options translated under `prefix`. */
export function Choice({
  form,
  path,
  label,
  options,
  prefix,
  nullable,
}: {
  form: BuildingForm;
  path: string;
  label: string;
  options: readonly string[];
  prefix: string;
  nullable?: boolean;
}) {
  const { t } = useTranslation();
  const props = form.getInputProps(path);
  return (
    <Select
      label={label}
      data={options.map((o) => ({ value: o, label: t(`${prefix}.${o}`, { defaultValue: o }) }))}
      {...props}
      value={(props.value as string | null) ?? null}
      allowDeselect={nullable ?? false}
      clearable={nullable ?? false}
      onChange={(v) => form.setFieldValue(path, (v ?? null) as never)}
      data-path={path}
    />
  );
}

/** A yes/no field of the form at `path`. */
export function Flag({ form, path, label }: { form: BuildingForm; path: string; label: string }) {
  return <Checkbox label={label} {...form.getInputProps(path, { type: 'checkbox' })} data-path={path} />;
}

/** A text field of the form at `path`. */
export function Txt({ form, path, label }: { form: BuildingForm; path: string; label: string }) {
  return <TextInput label={label} {...form.getInputProps(path)} data-path={path} />;
}
