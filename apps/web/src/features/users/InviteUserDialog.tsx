import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { inviteBodySchema } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { bodyFields } from '../../ui/form/bodyFields';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { refusalText } from '../../ui/refusalText';

export interface InviteForm {
  email: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  language: 'nl' | 'en';
  companyId: string | null;
}

const EMPTY: InviteForm = { email: '', first_name: '', last_name: '', is_admin: false, language: 'nl', companyId: null };

// what the server checks of an invitation (contracts, the company admin's and the staff's alike), checked at the
// fields before sending; the company comes from a list of existing ones
const INVITE_SCHEMA = formSchema(bodyFields(inviteBodySchema), ['email', 'first_name', 'last_name', 'language'], ['email']);

/** An email that already has an account: a refusal about the email field. */
const emailTaken = (error: unknown) => isApiError(error) && (error.details as { reason?: string } | undefined)?.reason === 'email_taken';

/**
 * Invite a user: a mail with a set-password link goes out. Staff choose the company (unless the screen is
 * about one); company admins invite into their own. The server's refusal is shown in the dialog, an email that
 * already has an account at the email field.
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
  const form = useForm<InviteForm>({ initialValues: { ...EMPTY, language: i18n.language === 'en' ? 'en' : 'nl' }, validate: zodValidate<InviteForm>(INVITE_SCHEMA, t) });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const picksCompany = !!companies && !companyId;

  const close = () => {
    // the next invitation is likely in the same language
    form.setValues({ ...EMPTY, language: form.values.language });
    form.clearErrors();
    setError(null);
    onClose();
  };
  const submit = async (v: InviteForm) => {
    setBusy(true);
    setError(null);
    try {
      await onInvite({ ...v, email: v.email.trim(), companyId: companyId ?? v.companyId });
      close();
    } catch (err) {
      if (emailTaken(err)) form.setFieldError('email', refusalText(err, t));
      else setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('companyUsers.invite.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('companyUsers.close') }}>
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate aria-label={t('companyUsers.invite.title')}>
        <Stack>
          <Text size="sm">{t('companyUsers.invite.intro')}</Text>
          {picksCompany && (
            <Select
              label={t('companyUsers.invite.company')}
              data={companies}
              {...form.getInputProps('companyId')}
              searchable
              required
              nothingFoundMessage={t('companyUsers.invite.noCompany')}
            />
          )}
          <InviteFields form={form} />
          {!!error && (
            <Alert color="red" role="alert" variant="light" data-testid="invite-error">
              {refusalText(error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('companyUsers.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={picksCompany && !form.values.companyId}>
              {t('companyUsers.invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Who is invited, the language of the mail and of their settings, and whether they manage the company. */
function InviteFields({ form }: { form: UseFormReturnType<InviteForm> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('companyUsers.invite.email')} type="email" required maxLength={320} {...form.getInputProps('email')} data-autofocus />
      <SimpleGrid cols={2}>
        <TextInput label={t('companyUsers.invite.firstName')} maxLength={200} {...form.getInputProps('first_name')} />
        <TextInput label={t('companyUsers.invite.lastName')} maxLength={200} {...form.getInputProps('last_name')} />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} id="invite-language" mb={4}>
          {t('companyUsers.invite.language')}
        </Text>
        <SegmentedControl
          aria-labelledby="invite-language"
          value={form.values.language}
          onChange={(v) => form.setFieldValue('language', v === 'en' ? 'en' : 'nl')}
          data={[
            { value: 'nl', label: t('languages.nl') },
            { value: 'en', label: t('languages.en') },
          ]}
        />
      </div>
      <Checkbox label={t('companyUsers.invite.isAdmin')} {...form.getInputProps('is_admin', { type: 'checkbox' })} />
    </>
  );
}
