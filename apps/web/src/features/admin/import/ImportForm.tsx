import {
  Alert,
  Autocomplete,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { FEATURE_LAYERS } from '@plotwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../app/environment';
import { isApiError } from '../../../api/ApiError';
import { importKeys, useImportFormats } from './importApi';
import { formatBytes, uploadPercent } from './importDisplay';
import {
  BAG_TYPES,
  CRS_CHOICES,
  FILE_TYPES,
  fieldsOf,
  importFormData,
  suggestedLayer,
  unknownLayer,
  validateImportForm,
  type ImportField,
  type ImportFormErrors,
} from './importForm';
import { ProgressBar } from './ProgressBar';
import { UploadAborted, uploadImport, type UploadProgress } from './uploadImport';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; size: number; progress: UploadProgress | null }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' };

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

const FIELD_ORDER: ImportField[] = ['format', 'file', 'layer', 'area', 'year'];

/**
 * The upload form of /admin/import: format, file and the options of that format, checked before anything
 * is sent; the upload shows its progress and can be cancelled. `onStarted` gets the job of the import.
 */
export function ImportForm({ onStarted }: { onStarted: (jobId: number) => void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const formats = useImportFormats();
  const [format, setFormat] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [area, setArea] = useState('');
  const [layer, setLayer] = useState('');
  const [crs, setCrs] = useState<string | null>(null);
  const [year, setYear] = useState('');
  const [checked, setChecked] = useState(false);
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const refs = useRef<Partial<Record<ImportField, HTMLElement | null>>>({});

  const values = { format, file: file ? { name: file.name, size: file.size } : null, area, layer, crs, year };
  const errors: ImportFormErrors = checked ? validateImportForm(values) : {};
  const fields = fieldsOf(format);
  const uploading = upload.phase === 'uploading';
  const description = formats.data?.find((f) => f.format === format)?.description;
  const warnLayer = unknownLayer(format, layer);

  // leaving the page would cancel the upload: the browser asks first
  useEffect(() => {
    if (!uploading) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploading]);
  useEffect(() => () => abort.current?.abort(), []);

  const err = (f: ImportField) => {
    const e = errors[f];
    return e ? t(`adminImport.form.errors.${e.key}`, e.values ?? {}) : undefined;
  };

  const chooseFile = (f: File | null) => {
    setFile(f);
    if (f && !layer.trim()) setLayer(suggestedLayer(format, f.name));
  };
  const chooseFormat = (v: string | null) => {
    setFormat(v);
    setLayer(file ? suggestedLayer(v, file.name) : '');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    const found = validateImportForm(values);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first || !file) {
      if (first) refs.current[first]?.focus();
      return;
    }
    const ctl = new AbortController();
    abort.current = ctl;
    setUpload({ phase: 'uploading', name: file.name, size: file.size, progress: null });
    try {
      const { jobId } = await uploadImport<{ jobId: number }>({
        url: `${appConfig().services.api}/admin/import`,
        form: importFormData(values, file),
        signal: ctl.signal,
        onProgress: (progress) => setUpload((u) => (u.phase === 'uploading' ? { ...u, progress } : u)),
      });
      setUpload({ phase: 'idle' });
      setFile(null);
      setChecked(false);
      void qc.invalidateQueries({ queryKey: importKeys.runs });
      onStarted(jobId);
    } catch (x) {
      if (x instanceof UploadAborted) setUpload({ phase: 'cancelled' });
      else if (isApiError(x) && x.code === 'network_error')
        setUpload({ phase: 'failed', message: t('adminImport.upload.networkError') });
      else setUpload({ phase: 'failed', message: (x as Error).message });
    } finally {
      abort.current = null;
    }
  };

  const sent = upload.phase === 'uploading' ? upload.progress : null;
  const percent = uploadPercent(sent);
  const lang = i18n.language;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-form-title">
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="import-form-title"
        data-testid="import-form"
      >
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
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Select
                ref={(el) => void (refs.current.format = el)}
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
                value={format}
                onChange={chooseFormat}
                description={description}
                error={err('format')}
                withAsterisk
                disabled={uploading}
                data-testid="import-format"
                comboboxProps={{ withinPortal: true }}
                maxDropdownHeight={360}
              />
              <FileInput
                ref={(el) => void (refs.current.file = el)}
                label={t('adminImport.form.file')}
                placeholder={t('adminImport.form.filePlaceholder')}
                description={
                  format && FILE_TYPES[format]
                    ? t('adminImport.form.fileHint', { types: FILE_TYPES[format].join(', ') })
                    : t('adminImport.form.fileHintAny')
                }
                value={file}
                onChange={chooseFile}
                accept={format && FILE_TYPES[format] ? FILE_TYPES[format].join(',') : undefined}
                error={err('file')}
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': t('adminImport.form.clearFile') }}
                disabled={uploading}
                data-testid="import-file"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {fields.bagType ? (
                <Select
                  ref={(el) => void (refs.current.layer = el)}
                  label={t('adminImport.form.bagType')}
                  description={t('adminImport.form.bagTypeHint')}
                  data={[...BAG_TYPES]}
                  value={layer || null}
                  onChange={(v) => setLayer(v ?? '')}
                  error={err('layer')}
                  withAsterisk
                  disabled={uploading}
                />
              ) : (
                fields.layer !== 'none' && (
                  <Autocomplete
                    ref={(el) => void (refs.current.layer = el)}
                    label={t('adminImport.form.layer')}
                    description={
                      fields.layer === 'required'
                        ? t('adminImport.form.layerHint')
                        : t('adminImport.form.layerHintGpkg')
                    }
                    data={[...FEATURE_LAYERS]}
                    value={layer}
                    onChange={setLayer}
                    error={err('layer')}
                    withAsterisk={fields.layer === 'required'}
                    disabled={uploading}
                    data-testid="import-layer"
                  />
                )
              )}
              <TextInput
                ref={(el) => void (refs.current.area = el)}
                label={t('adminImport.form.area')}
                description={t('adminImport.form.areaHint', {
                  default: t(`adminImport.form.areaDefault.${(format && AREA_DEFAULT[format]) ?? 'other'}`),
                })}
                value={area}
                onChange={(e) => setArea(e.currentTarget.value)}
                error={err('area')}
                maxLength={200}
                disabled={uploading}
              />
              {fields.crs && (
                <Select
                  label={t('adminImport.form.crs')}
                  description={t('adminImport.form.crsHint')}
                  placeholder={t('adminImport.form.crsPlaceholder')}
                  data={CRS_CHOICES.map((c) => ({ value: c, label: `${c} (${CRS_NAMES[c]})` }))}
                  value={crs}
                  onChange={setCrs}
                  clearable
                  disabled={uploading}
                />
              )}
              {fields.year && (
                <TextInput
                  ref={(el) => void (refs.current.year = el)}
                  label={t('adminImport.form.year')}
                  description={t('adminImport.form.yearHint')}
                  inputMode="numeric"
                  value={year}
                  onChange={(e) => setYear(e.currentTarget.value)}
                  error={err('year')}
                  maxLength={4}
                  disabled={uploading}
                />
              )}
            </SimpleGrid>
            {warnLayer && (
              <Alert color="yellow" variant="light" data-testid="layer-warning">
                <Text size="sm">{t('adminImport.form.layerUnknown', { name: warnLayer })}</Text>
              </Alert>
            )}
          </Stack>
          {checked && Object.keys(errors).length > 0 && (
            <Text size="sm" c="red.9" role="alert" data-testid="form-errors">
              {t('adminImport.form.fixErrors')}
            </Text>
          )}
          {upload.phase === 'uploading' && (
            <Stack gap={4} data-testid="upload-progress">
              <Text size="sm" fw={500} role="status">
                {sent && sent.total !== null && sent.loaded >= sent.total
                  ? t('adminImport.upload.starting')
                  : t('adminImport.upload.uploading', { name: upload.name })}
              </Text>
              <ProgressBar label={t('adminImport.upload.barLabel')} percent={percent} testId="upload-bar" />
              <Text size="xs" c="dimmed">
                {percent !== null && sent?.total
                  ? t('adminImport.upload.progress', {
                      loaded: formatBytes(sent.loaded, lang),
                      total: formatBytes(sent.total, lang),
                      percent,
                    })
                  : t('adminImport.upload.progressUnknown', {
                      loaded: formatBytes(sent?.loaded ?? 0, lang),
                      total: formatBytes(upload.size, lang),
                    })}
              </Text>
            </Stack>
          )}
          {upload.phase === 'failed' && (
            <Alert
              color="red"
              role="alert"
              title={t('adminImport.upload.failed')}
              data-testid="upload-failed"
            >
              <Text size="sm">{upload.message}</Text>
            </Alert>
          )}
          {upload.phase === 'cancelled' && (
            <Text size="sm" role="status" data-testid="upload-cancelled">
              {t('adminImport.upload.cancelled')}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={uploading} data-testid="import-submit">
              {t('adminImport.form.submit')}
            </Button>
            {uploading && (
              <Button variant="default" onClick={() => abort.current?.abort()} data-testid="upload-cancel">
                {t('adminImport.form.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
