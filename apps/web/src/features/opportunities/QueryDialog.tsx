import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { searchqueries, searchQueryStatuses, searchQueryTypes, type SearchQuery } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { refusalText } from '../../ui/refusalText';

// what the server checks of a search query's own fields (contracts), checked at the fields before sending
const QUERY_SCHEMA = formSchema(searchqueries.fields, ['name', 'type', 'status', 'description'], ['name']);

export interface QueryFields {
  name: string;
  type: NonNullable<SearchQuery['type']>;
  status: NonNullable<SearchQuery['status']>;
  description: string;
}

/** The dialog's fields of a stored query (absent values get the defaults of a new query). */
export const queryFieldsOf = (q: SearchQuery): QueryFields => ({
  name: q.name ?? '',
  type: q.type ?? 'residential',
  status: q.status ?? 'research',
  description: q.description ?? '',
});

/** Name, type, status and description of a search query: for a new query, "save as query" and editing one. */
export function QueryDialog({
  opened,
  title,
  submitLabel,
  initial,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial?: Partial<QueryFields>;
  pending?: boolean;
  error?: unknown;
  onSubmit: (fields: QueryFields) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('opportunities.close') }}>
      {opened && <QueryForm submitLabel={submitLabel} initial={initial} pending={pending} error={error} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function QueryForm({
  submitLabel,
  initial,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  submitLabel: string;
  initial?: Partial<QueryFields> | undefined;
  pending?: boolean | undefined;
  error?: unknown;
  onSubmit: (fields: QueryFields) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<QueryFields>({
    initialValues: { name: '', type: 'residential', status: 'research', description: '', ...initial },
    validate: zodValidate(QUERY_SCHEMA, t),
    validateInputOnBlur: true,
  });
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit({ ...v, name: v.name.trim() }))} noValidate>
      <Stack>
        <TextInput label={t('opportunities.queries.name')} {...form.getInputProps('name')} required data-autofocus data-testid="query-name-input" />
        <Group grow>
          <Select
            label={t('opportunities.queries.type')}
            data={searchQueryTypes.map((v) => ({ value: v, label: t(`opportunities.type.${v}`) }))}
            {...form.getInputProps('type')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('opportunities.queries.status')}
            data={searchQueryStatuses.map((v) => ({ value: v, label: t(`opportunities.status.${v}`) }))}
            {...form.getInputProps('status')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Textarea label={t('opportunities.queries.description')} {...form.getInputProps('description')} autosize minRows={2} />
        {!!error && (
          <Alert color="red" variant="light" role="alert">
            {refusalText(error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('opportunities.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="query-dialog-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
