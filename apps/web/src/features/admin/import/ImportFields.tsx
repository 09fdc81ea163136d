import { Autocomplete, FileInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FEATURE_LAYERS } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import type { useImportFormats } from './importApi';
import { BAG_TYPES, CRS_CHOICES, FILE_TYPES, fieldsOf, type ImportFormValues } from './importForm';

/** The upload form's values: the file as the browser chose it. */
export type ImportFormState = Omit<ImportFormValues, 'file'> & { file: File | null };
type ImportFormApi = UseFormReturnType<ImportFormState>;

// names of coordinate systems (not translated: they are what the EPSG register calls them)
const CRS_NAMES: Record<(typeof CRS_CHOICES)[number], string> = {
  'EPSG:28992': 'RD New',
  'EPSG:7415': 'RD New + NAP',
  'EPSG:4326': 'WGS 84',
  CRS84: 'WGS 84, lon/lat',
  'EPSG:4258': 'ETRS89',
  'EPSG:3857': 'Web Mercator',
};

/** The area a format replaces when none is given (docs/geodata.md, "One transaction, re-import replaces"). */
const AREA_DEFAULT: Record<string, string> = {
  bag: 'bag',
  imro: 'imro',
  'cbs-areas': 'cbsAreas',
  'cbs-figures': 'cbsFigures',
};

/** The format and the file; choosing either can suggest the layer, so the form says what they change. */
export function FormatAndFile({
  form,
  formats,
  disabled,
  onFormat,
  onFile,
}: {
  form: ImportFormApi;
  formats: ReturnType<typeof useImportFormats>;
  disabled: boolean;
  onFormat: (format: string | null) => void;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const format = form.values.format;
  const types = format ? FILE_TYPES[format] : undefined;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Select
        label={t('adminImport.form.format')}
        placeholder={formats.isPending ? t('admin.loading') : t('adminImport.form.formatPlaceholder')}
        data={(formats.data ?? []).map((f) => ({ value: f.format, label: f.format }))}
        renderOption={({ option }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {option.value}
            </Text>
            <Text size="xs" c="dimmed">
              {formats.data?.find((f) => f.format === option.value)?.description}
            </Text>
          </Stack>
        )}
        {...form.getInputProps('format')}
        onChange={onFormat}
        description={formats.data?.find((f) => f.format === format)?.description}
        withAsterisk
        disabled={disabled}
        data-testid="import-format"
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={360}
      />
      <FileInput
        label={t('adminImport.form.file')}
        placeholder={t('adminImport.form.filePlaceholder')}
        description={types ? t('adminImport.form.fileHint', { types: types.join(', ') }) : t('adminImport.form.fileHintAny')}
        {...form.getInputProps('file')}
        onChange={onFile}
        accept={types ? types.join(',') : undefined}
        withAsterisk
        clearable
        clearButtonProps={{ 'aria-label': t('adminImport.form.clearFile') }}
        disabled={disabled}
        data-testid="import-file"
      />
    </SimpleGrid>
  );
}

/**
 * The options of the chosen format: the layer (or BAG object type) it fills, the area it replaces, its CRS and year,
 * and the date its data describe where the files do not state it.
 */
export function FormatOptions({ form, disabled }: { form: ImportFormApi; disabled: boolean }) {
  const { t } = useTranslation();
  const format = form.values.format;
  const fields = fieldsOf(format);
  const layer = form.getInputProps('layer');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {fields.bagType ? (
        <Select
          label={t('adminImport.form.bagType')}
          description={t('adminImport.form.bagTypeHint')}
          data={[...BAG_TYPES]}
          {...layer}
          value={form.values.layer || null}
          onChange={(v) => form.setFieldValue('layer', v ?? '')}
          withAsterisk
          disabled={disabled}
        />
      ) : (
        fields.layer !== 'none' && (
          <Autocomplete
            label={t('adminImport.form.layer')}
            description={fields.layer === 'required' ? t('adminImport.form.layerHint') : t('adminImport.form.layerHintGpkg')}
            data={[...FEATURE_LAYERS]}
            {...layer}
            withAsterisk={fields.layer === 'required'}
            disabled={disabled}
            data-testid="import-layer"
          />
        )
      )}
      <TextInput
        label={t('adminImport.form.area')}
        description={t('adminImport.form.areaHint', {
          default: t(`adminImport.form.areaDefault.${(format && AREA_DEFAULT[format]) ?? 'other'}`),
        })}
        {...form.getInputProps('area')}
        maxLength={200}
        disabled={disabled}
      />
      {fields.crs && (
        <Select
          label={t('adminImport.form.crs')}
          description={t('adminImport.form.crsHint')}
          placeholder={t('adminImport.form.crsPlaceholder')}
          data={CRS_CHOICES.map((c) => ({ value: c, label: `${c} (${CRS_NAMES[c]})` }))}
          {...form.getInputProps('crs')}
          clearable
          disabled={disabled}
        />
      )}
      {fields.year && (
        <TextInput
          label={t('adminImport.form.year')}
          description={t('adminImport.form.yearHint')}
          inputMode="numeric"
          {...form.getInputProps('year')}
          maxLength={4}
          disabled={disabled}
        />
      )}
      <TextInput
        label={t('adminImport.form.dataDate')}
        description={t('adminImport.form.dataDateHint')}
        placeholder="2025-01-01"
        {...form.getInputProps('dataDate')}
        maxLength={10}
        disabled={disabled}
        data-testid="import-data-date"
      />
    </SimpleGrid>
  );
}
