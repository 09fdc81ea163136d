import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { searchQueryStatuses, searchQueryTypes } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../users/refusalText';

export interface QueryFields {
  name: string;
  type: string;
  status: string;
  description: string;
}

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
  const [fields, setFields] = useState<QueryFields>({ name: '', type: 'residential', status: 'research', description: '', ...initial });
  const [tried, setTried] = useState(false);
  const nameMissing = !fields.name.trim();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!nameMissing) onSubmit({ ...fields, name: fields.name.trim() });
      }}
    >
      <Stack>
        <TextInput
          label={t('opportunities.queries.name')}
          value={fields.name}
          onChange={(e) => setFields({ ...fields, name: e.currentTarget.value })}
          required
          data-autofocus
          error={tried && nameMissing ? t('opportunities.queries.nameRequired') : undefined}
          data-testid="query-name-input"
        />
        <Group grow>
          <Select
            label={t('opportunities.queries.type')}
            data={searchQueryTypes.map((v) => ({ value: v, label: t(`opportunities.type.${v}`) }))}
            value={fields.type}
            allowDeselect={false}
            onChange={(v) => v && setFields({ ...fields, type: v })}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('opportunities.queries.status')}
            data={searchQueryStatuses.map((v) => ({ value: v, label: t(`opportunities.status.${v}`) }))}
            value={fields.status}
            allowDeselect={false}
            onChange={(v) => v && setFields({ ...fields, status: v })}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Textarea label={t('opportunities.queries.description')} value={fields.description} autosize minRows={2} onChange={(e) => setFields({ ...fields, description: e.currentTarget.value })} />
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
