import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from './refusalText';

export interface InviteForm {
  email: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  language: 'nl' | 'en';
  companyId: string | null;
}

const EMPTY: InviteForm = { email: '', first_name: '', last_name: '', is_admin: false, language: 'nl', companyId: null };

/**
 * Invite a user: a mail with a set-password link goes out. Staff choose the company (unless the screen is
 * about one); company admins invite into their own. The server's refusal (an email that already has an
 * account) is shown in the dialog.
 */
export function InviteUserDialog({
  opened,
  onClose,
  onInvite,
  companies,
  companyId,
}: {
  opened: boolean;
  onClose: () => void;
  onInvite: (form: InviteForm) => Promise<unknown>;
  /** the companies staff may choose from; leave out when the company is fixed */
  companies?: { value: string; label: string }[];
  companyId?: string;
}) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<InviteForm>({ ...EMPTY, language: i18n.language === 'en' ? 'en' : 'nl' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const set = <K extends keyof InviteForm>(k: K, v: InviteForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  const close = () => {
    setForm({ ...EMPTY, language: form.language });
    setError(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onInvite({ ...form, email: form.email.trim(), companyId: companyId ?? form.companyId });
      close();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('companyUsers.invite.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('companyUsers.close') }}>
      <form onSubmit={(e) => void submit(e)} aria-label={t('companyUsers.invite.title')}>
        <Stack>
          <Text size="sm">{t('companyUsers.invite.intro')}</Text>
          {companies && !companyId && (
            <Select
              label={t('companyUsers.invite.company')}
              data={companies}
              value={form.companyId}
              onChange={(v) => set('companyId', v)}
              searchable
              required
              nothingFoundMessage={t('companyUsers.invite.noCompany')}
            />
          )}
          <TextInput label={t('companyUsers.invite.email')} type="email" required maxLength={320} value={form.email} onChange={(e) => set('email', e.currentTarget.value)} data-autofocus />
          <SimpleGrid cols={2}>
            <TextInput label={t('companyUsers.invite.firstName')} maxLength={200} value={form.first_name} onChange={(e) => set('first_name', e.currentTarget.value)} />
            <TextInput label={t('companyUsers.invite.lastName')} maxLength={200} value={form.last_name} onChange={(e) => set('last_name', e.currentTarget.value)} />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} id="invite-language" mb={4}>
              {t('companyUsers.invite.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="invite-language"
              value={form.language}
              onChange={(v) => set('language', v === 'en' ? 'en' : 'nl')}
              data={[
                { value: 'nl', label: t('languages.nl') },
                { value: 'en', label: t('languages.en') },
              ]}
            />
          </div>
          <Checkbox label={t('companyUsers.invite.isAdmin')} checked={form.is_admin} onChange={(e) => set('is_admin', e.currentTarget.checked)} />
          {!!error && (
            <Alert color="red" role="alert" variant="light" data-testid="invite-error">
              {refusalText(error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('companyUsers.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!!companies && !companyId && !form.companyId}>
              {t('companyUsers.invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
