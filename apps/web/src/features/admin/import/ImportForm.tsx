import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../ui/form/serverFieldErrors';
import { useImportFormats } from './importApi';
import { FormatAndFile, FormatOptions, type ImportFormState } from './ImportFields';
import { suggestedLayer, unknownLayer, validateImportForm, type ImportField } from './importForm';
import { UploadStatus } from './UploadStatus';
import { useImportUpload } from './useImportUpload';

const FIELD_ORDER: readonly string[] = ['format', 'file', 'layer', 'area', 'year'] satisfies ImportField[];
const EMPTY: ImportFormState = { format: null, file: null, area: '', layer: '', crs: null, year: '', dataDate: '' };

/**
 * The upload form of /admin/import: format, file and the options of that format, checked before anything
 * is sent; the upload shows its progress and can be cancelled. `onStarted` gets the job of the import.
 */
export function ImportForm({ onStarted }: { onStarted: (jobId: number) => void }) {
  const { t } = useTranslation();
  const formats = useImportFormats();
  const { upload, uploading, start, cancel } = useImportUpload();
  // once sent, the form is checked at every change until an upload starts
  const checked = useRef(false);
  // the upload is multipart, with no body schema in the contracts: the import's own checks (importForm.ts) decide
  const validate = (v: ImportFormState) => Object.fromEntries(Object.entries(validateImportForm(v)).map(([field, e]) => [field, t(`adminImport.form.errors.${e.key}`, e.values ?? {})]));
  const form = useForm<ImportFormState>({
    // the name keeps its fields apart from the refresh dialog's on the same screen (getInputNode)
    name: 'import',
    initialValues: EMPTY,
    validate,
    // the format decides what the file and the layer may be: a change checks every field, not the changed one
    clearInputErrorOnChange: false,
    onValuesChange: () => {
      if (checked.current) form.validate();
    },
  });
  const values = form.values;
  const warnLayer = unknownLayer(values.format, values.layer);

  const chooseFile = (file: File | null) => form.setValues({ file, ...(file && !values.layer.trim() ? { layer: suggestedLayer(values.format, file.name) } : {}) });
  const chooseFormat = (format: string | null) => form.setValues({ format, layer: values.file ? suggestedLayer(format, values.file.name) : '' });

  const send = async (v: ImportFormState) => {
    checked.current = true;
    const outcome = await start(v, v.file!);
    if ('error' in outcome) {
      form.setErrors((errors) => ({ ...errors, ...serverFieldErrors(outcome.error, (path) => (FIELD_ORDER.includes(path) ? path : null)) }));
      return;
    }
    checked.current = false;
    form.setFieldValue('file', null);
    onStarted(outcome.jobId);
  };
  const refuse = (errors: FormErrors) => {
    checked.current = true;
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (first) form.getInputNode(first)?.focus();
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-form-title">
      {/* the submit handler is made at the event, not in render: it sets the `checked` ref */}
      <form onSubmit={(e) => form.onSubmit((v) => void send(v), refuse)(e)} noValidate aria-labelledby="import-form-title" data-testid="import-form">
        <Stack gap="sm">
          <Title order={2} size="h4" id="import-form-title">
            {t('adminImport.form.title')}
          </Title>
          {formats.isError && (
            <Alert color="red" role="alert" title={t('adminImport.form.formatsFailed')}>
              <Group gap="xs">
                <Text size="sm">{(formats.error as Error).message}</Text>
                <Button size="xs" variant="light" color="red.8" onClick={() => void formats.refetch()}>
                  {t('admin.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          <Stack gap="sm">
            <FormatAndFile form={form} formats={formats} disabled={uploading} onFormat={chooseFormat} onFile={chooseFile} />
            <FormatOptions form={form} disabled={uploading} />
            {warnLayer && (
              <Alert color="yellow" variant="light" data-testid="layer-warning">
                <Text size="sm">{t('adminImport.form.layerUnknown', { name: warnLayer })}</Text>
              </Alert>
            )}
          </Stack>
          {Object.keys(form.errors).length > 0 && (
            <Text size="sm" c="red.9" role="alert" data-testid="form-errors">
              {t('adminImport.form.fixErrors')}
            </Text>
          )}
          <UploadStatus upload={upload} />
          <Group>
            <Button type="submit" loading={uploading} data-testid="import-submit">
              {t('adminImport.form.submit')}
            </Button>
            {uploading && (
              <Button variant="default" onClick={cancel} data-testid="upload-cancel">
                {t('adminImport.form.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
