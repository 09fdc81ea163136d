import { Alert, Button, Checkbox, Code, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  defaultOwnerLetter,
  ownerLetterPlaceholders,
  ownerLetterRecipients,
  ownerLetterSchema,
  unknownPlaceholders,
  type ApiRecord,
  type OwnerLetter,
  type OwnerLetterRecipient,
  postcodeText,
} from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../api/session';
import { formatDate } from '../../../lib/format';
import { saveBlob } from '../../../lib/saveBlob';
import { zodValidate } from '../../../ui/form/zodValidate';
import { withStyleDefaults } from '../../settings/StyleFields';
import { useCompanySave } from '../../settings/useCompanySave';
import { mergedLetter, ownerLetterFiles, type OwnerLetterRun } from './ownerLetterPdf';

const addressOf = (l: ApiRecord<'locations'>) =>
  l.display_address?.trim() ||
  [[l.road, l.house_number].filter(Boolean).join(' '), [postcodeText(l.postcode), l.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
  l.name ||
  '';

/** The letter's form: the schema's checks, and no placeholder in subject or body that the merge does not know. */
function useOwnerLetterForm(template: OwnerLetter, t: TFunction) {
  const validate = zodValidate<OwnerLetter>(ownerLetterSchema, t);
  return useForm<OwnerLetter>({
    initialValues: template,
    validate: (v) => {
      const errors = validate(v);
      for (const k of ['subject', 'body'] as const) {
        const unknown = unknownPlaceholders(v[k]);
        if (unknown.length) errors[k] = t('ownerLetter.unknownPlaceholder', { names: unknown.map((n) => `{{${n}}}`).join(', ') });
      }
      return errors;
    },
  });
}

/** The owners to write to, each a checkbox with their parcels and address. */
function RecipientList({
  recipients,
  isChosen,
  keyOf,
  onToggle,
  parcelLabel,
}: {
  recipients: OwnerLetterRecipient[];
  isChosen: (r: OwnerLetterRecipient) => boolean;
  keyOf: (r: OwnerLetterRecipient) => string;
  onToggle: (key: string, on: boolean) => void;
  parcelLabel: (identificatie: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="owner-letter-recipients">
      <Text size="sm" fw={600}>
        {t('ownerLetter.recipients')}
      </Text>
      {recipients.map((r) => (
        <Checkbox
          key={keyOf(r)}
          checked={isChosen(r)}
          onChange={(e) => onToggle(keyOf(r), e.currentTarget.checked)}
          label={`${r.name} · ${r.parcels.map(parcelLabel).join(', ')}`}
          description={r.address ?? t('ownerLetter.noAddress')}
        />
      ))}
    </Stack>
  );
}

/** The first letter as it will be sent: subject and merged body. */
function LetterPreview({ letter }: { letter: OwnerLetter }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} p="sm" bg="gray.0" data-testid="owner-letter-preview" aria-label={t('ownerLetter.preview')}>
      <Text size="sm" fw={600}>
        {letter.subject}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {letter.body}
      </Text>
    </Stack>
  );
}

/** What became of the last download (when it failed) and of keeping the text as the company's template. */
function LetterFeedback({ failed, save }: { failed: string | null; save: ReturnType<typeof useCompanySave> }) {
  const { t } = useTranslation();
  return (
    <>
      {failed && (
        <Alert color="red" role="alert">
          {t('ownerLetter.failed', { error: failed })}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {t('common.saveFailed')} {save.error.message}
        </Alert>
      )}
      {save.isSuccess && !save.isPending && (
        <Text size="sm" c="teal" role="status">
          {t('ownerLetter.kept')}
        </Text>
      )}
    </>
  );
}

/**
 * The letter to the owners of a site: the company's template (or the default one) edited for this run, a
 * preview of the first letter, and one PDF per chosen owner. A company admin can keep the edited text as the
 * company's template.
 */
export function OwnerLetters({ location, parcelLabel }: { location: ApiRecord<'locations'>; parcelLabel: (identificatie: string) => string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('nl') ? 'nl' : 'en';
  const { data: session } = useSession();
  const saveCompany = useCompanySave();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const recipients = useMemo(
    () => ownerLetterRecipients((location.jsons ?? []).filter((j) => j.type === 'owner_information')),
    [location.jsons],
  );
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const template = session?.company.cfg?.ownerLetter ?? defaultOwnerLetter(lang);
  const form = useOwnerLetterForm(template, t);
  if (recipients.length === 0) return null;

  const keyOf = (r: (typeof recipients)[number]) => `${r.name}\n${r.address ?? ''}`;
  const isChosen = (r: (typeof recipients)[number]) => chosen === null || chosen.has(keyOf(r));
  const selected = recipients.filter(isChosen);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen ?? recipients.map(keyOf));
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
  };
  const run = (letter: OwnerLetter): OwnerLetterRun => ({
    letter,
    values: {
      location: location.name || `#${location.id}`,
      location_address: addressOf(location),
      date: formatDate(new Date(), lang),
      sender: [session?.user.first_name, session?.user.last_name].filter(Boolean).join(' '),
      company: session?.company.name ?? '',
    },
    parcelLabel,
    parcelWord: (n) => t('ownerLetter.parcelWord', { count: n }),
    color: withStyleDefaults(session?.company.cfg?.style).primaryColor,
  });
  const preview = selected[0] ? mergedLetter(run(form.values), selected[0]) : null;
  const canKeep = !!(session?.user.is_admin || session?.user.is_staff);

  const download = form.onSubmit(async (letter) => {
    setBusy(true);
    setFailed(null);
    try {
      const { blob, fileName } = await ownerLetterFiles(run(letter), selected, `${t('ownerLetter.fileName')} ${location.name || location.id}`);
      saveBlob(blob, fileName);
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  });
  const keep = () => {
    if (form.validate().hasErrors) return;
    saveCompany.mutate({ cfg: { ownerLetter: form.values } });
  };

  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)} data-testid="owner-letters-open">
        {t('ownerLetter.open', { count: recipients.length })}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('ownerLetter.title')} size="xl" closeButtonProps={{ 'aria-label': t('ui.confirm.close') }}>
        <form onSubmit={download} noValidate>
          <Stack gap="sm">
            <RecipientList recipients={recipients} isChosen={isChosen} keyOf={keyOf} onToggle={toggle} parcelLabel={parcelLabel} />
            <TextInput label={t('ownerLetter.subject')} {...form.getInputProps('subject')} data-testid="owner-letter-subject" />
            <Textarea label={t('ownerLetter.body')} autosize minRows={8} maxRows={16} {...form.getInputProps('body')} data-testid="owner-letter-body" />
            <Text size="xs" c="dimmed">
              {t('ownerLetter.placeholders')}{' '}
              {ownerLetterPlaceholders.map((p) => (
                <Code key={p} mr={4}>{`{{${p}}}`}</Code>
              ))}
            </Text>
            {preview && <LetterPreview letter={preview} />}
            <LetterFeedback failed={failed} save={saveCompany} />
            <Group justify="space-between">
              {canKeep ? (
                <Button variant="default" onClick={keep} loading={saveCompany.isPending} data-testid="owner-letter-keep">
                  {t('ownerLetter.keep')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={busy} disabled={selected.length === 0} data-testid="owner-letter-download">
                {t('ownerLetter.download', { count: selected.length })}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
