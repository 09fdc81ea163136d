import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { refreshSourceInputSchema, type RefreshSource, type RefreshSourceInput } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '../../../ui/form/zodValidate';
import { refusalText } from '../../../ui/refusalText';
import { useImportFormats } from './importApi';

/** The form's values: the box as the text staff type ("179990, 449990, 180100, 450100"). */
type Fields = Omit<RefreshSourceInput, 'bbox'> & { bbox: string };

const boxText = (bbox: RefreshSource['bbox']) => (bbox ? bbox.join(', ') : '');
/** "minx, miny, maxx, maxy" as four numbers (null when empty; NaN where a part is not a number, refused by the schema). */
function parseBox(text: string): RefreshSourceInput['bbox'] {
  if (!text.trim()) return null;
  const parts = text.split(/[\s,;]+/).filter(Boolean).map(Number);
  return parts.length === 4 ? [parts[0]!, parts[1]!, parts[2]!, parts[3]!] : [NaN, NaN, NaN, NaN];
}
const toInput = (v: Fields): RefreshSourceInput => ({ ...v, bbox: parseBox(v.bbox), format: v.format || null, area: v.area?.trim() || null, layer: v.layer?.trim() || null });

/** Add or change a scheduled-refresh source: where from (an OGC collection in a box, or a file), which format, how often. */
export function RefreshSourceDialog({ source, opened, pending, error, onSave, onClose }: { source: RefreshSource | null; opened: boolean; pending: boolean; error: unknown; onSave: (input: RefreshSourceInput) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = useImportFormats();
  const validate = zodValidate<RefreshSourceInput>(refreshSourceInputSchema, t);
  const form = useForm<Fields>({
    initialValues: {
      name: source?.name ?? '',
      kind: source?.kind ?? 'ogc',
      url: source?.url ?? '',
      format: source?.format ?? null,
      bbox: boxText(source?.bbox ?? null),
      area: source?.area ?? null,
      layer: source?.layer ?? null,
      everyDays: source?.everyDays ?? 7,
      enabled: source?.enabled ?? true,
    },
    // the contracts' schema decides; its own rules (box, format, URL) get a text of ours in the reader's language
    validate: (v) => Object.fromEntries(Object.entries(validate(toInput(v))).map(([field, message]) => [field, ['bbox', 'format', 'url'].includes(field) ? t(`adminRefresh.errors.${field}`) : message])),
  });
  const kind = form.values.kind;
  return (
    <Modal opened={opened} onClose={onClose} title={t(source ? 'adminRefresh.editTitle' : 'adminRefresh.addTitle')} size="lg" centered closeButtonProps={{ 'aria-label': t('ui.confirm.close') }}>
      <form onSubmit={form.onSubmit((v) => onSave(toInput(v)))} noValidate data-testid="refresh-source-form">
        <Stack>
          <TextInput label={t('adminRefresh.name')} required data-autofocus {...form.getInputProps('name')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="refresh-kind">
              {t('adminRefresh.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="refresh-kind"
              data={[
                { value: 'ogc', label: t('adminRefresh.kinds.ogc') },
                { value: 'download', label: t('adminRefresh.kinds.download') },
              ]}
              {...form.getInputProps('kind')}
            />
          </Stack>
          <TextInput label={t(`adminRefresh.url.${kind}`)} description={t(`adminRefresh.urlHint.${kind}`)} required {...form.getInputProps('url')} />
          <Select
            label={t('adminRefresh.format')}
            description={kind === 'ogc' ? t('adminRefresh.formatOgcHint') : undefined}
            required={kind === 'download'}
            clearable
            data={(formats.data ?? []).map((f) => ({ value: f.format, label: `${f.format}: ${f.description}` }))}
            {...form.getInputProps('format')}
          />
          {kind === 'ogc' && <TextInput label={t('adminRefresh.bbox')} description={t('adminRefresh.bboxHint')} required placeholder="179990, 449990, 180100, 450100" {...form.getInputProps('bbox')} />}
          <Group grow align="flex-start">
            <TextInput label={t('adminRefresh.area')} description={t('adminRefresh.areaHint')} {...form.getInputProps('area')} value={form.values.area ?? ''} />
            <TextInput label={t('adminRefresh.layer')} description={t('adminRefresh.layerHint')} {...form.getInputProps('layer')} value={form.values.layer ?? ''} />
          </Group>
          <NumberInput label={t('adminRefresh.everyDays')} min={1} max={365} allowDecimal={false} w={200} {...form.getInputProps('everyDays')} />
          <Switch label={t('adminRefresh.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          {!!error && (
            <Alert color="red" role="alert">
              {refusalText(error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('ui.confirm.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="refresh-source-save">
              {t('adminRefresh.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
