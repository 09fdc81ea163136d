import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { capabilitiesOf, companyPatchBodySchema, type Subscription } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { useSession } from '../../api/session';
import { formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { zodValidate } from '../../ui/form/zodValidate';
import { UnsavedChangesGuard } from '../../app/UnsavedChangesGuard';
import { serverFieldErrors } from '../../ui/form/serverFieldErrors';
import { SaveStatus } from '../../ui/SaveStatus';
import { InviteUserDialog } from '../users/InviteUserDialog';
import { refusalText } from '../../ui/refusalText';
import { countActiveAdmins } from '../users/userActions';
import { UserTable } from '../users/UserTable';
import { useAdminCompany, useAdminInvite, useAdminUsers, useStaffUserAction, useUpdateCompany } from './adminApi';
import type { AdminCompany } from '@plotwise/contracts';
import { fromAdminUser } from './fromAdminUser';
import { AdminFrame, Empty, LoadFailed, Loading, staffScreen } from '../../ui/AdminFrame';
import { AuditList } from './AuditList';
import { licenceOptions, subscriptionOptions } from './licence';

/** A date input's value (YYYY-MM-DD) from an ISO time, and back (midnight UTC). */
const dateInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
const fromDateInput = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : null);

interface GeneralForm {
  name: string;
  subscription: Subscription;
  licence: string;
  trialStartedAt: string;
  local: boolean;
  azure: boolean;
}
const toForm = (c: AdminCompany): GeneralForm => ({
  name: c.name ?? '',
  subscription: c.subscription ?? 'none',
  licence: String(c.licence ?? 10),
  trialStartedAt: dateInput(c.cfg?.trialStartedAt),
  local: c.cfg?.authentication?.local !== false,
  azure: c.cfg?.authentication?.azure !== false,
});
/** The PATCH the form sends: its fields are named as the form's, so the route's schema can check it field by field. */
const toBody = (f: GeneralForm) => ({
  name: f.name.trim(),
  subscription: f.subscription,
  licence: Number(f.licence),
  trialStartedAt: fromDateInput(f.trialStartedAt),
  cfg: { authentication: { local: f.local, azure: f.azure } },
});
const GENERAL_FIELDS = ['name', 'subscription', 'licence', 'trialStartedAt'];

/** The staff decisions about a customer; it starts over (a new key) when the saved company changes. */
function GeneralForm({ company, initial, update }: { company: AdminCompany; initial: GeneralForm; update: ReturnType<typeof useUpdateCompany> }) {
  const { t, i18n } = useTranslation();
  const checkContract = zodValidate<ReturnType<typeof toBody>>(companyPatchBodySchema, t);
  // a company without any sign-in is refused by the server too; the alert below says why
  const validate = (v: GeneralForm) => ({ ...checkContract(toBody(v)), ...(!v.local && !v.azure ? { authentication: t('admin.company.noSignIn') } : {}) });
  const form = useForm<GeneralForm>({ initialValues: initial, validate });
  const v = form.values;
  const noSignIn = !v.local && !v.azure;
  // the one licence policy decides what the company may do with these settings
  const caps = capabilitiesOf({ subscription: v.subscription, licence: Number(v.licence), trialStartedAt: fromDateInput(v.trialStartedAt), archived: company.archived === true }, new Date());
  const submit = (f: GeneralForm) =>
    update.mutate(toBody(f), {
      // what was sent is what is saved, even where the saved company reads the same as before
      onSuccess: () => form.resetDirty(),
      onError: (e) => form.setErrors((errors) => ({ ...errors, ...serverFieldErrors(e, (p) => (GENERAL_FIELDS.includes(p) ? p : null)) })),
    });
  return (
    <Paper withBorder p="lg" component="form" onSubmit={form.onSubmit(submit)} noValidate aria-label={t('admin.company.general')}>
      <UnsavedChangesGuard dirty={form.isDirty() && !update.isPending} />
      <Stack>
        <Title order={2} size="h4">
          {t('admin.company.general')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.company.name')} required maxLength={200} {...form.getInputProps('name')} />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('admin.company.key')}
            </Text>
            <Text size="sm" ff="monospace" data-testid="company-key">
              {company.key}
            </Text>
            <Text size="xs" c="dimmed">
              {t('admin.company.createdOn', { date: formatDate(company.createdAt, i18n.language) })}
            </Text>
          </Stack>
          <Select label={t('admin.company.subscription')} description={t('admin.company.subscriptionHelp')} data={subscriptionOptions(t)} allowDeselect={false} {...form.getInputProps('subscription')} />
          <Select label={t('admin.company.licence')} data={licenceOptions(t)} allowDeselect={false} {...form.getInputProps('licence')} />
          <TextInput type="date" label={t('admin.company.trialStartedAt')} description={t('admin.company.trialHelp')} {...form.getInputProps('trialStartedAt')} />
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('admin.company.authentication')}
            </Text>
            <Switch label={t('admin.company.local')} {...form.getInputProps('local', { type: 'checkbox' })} />
            <Switch label={t('admin.company.azure')} {...form.getInputProps('azure', { type: 'checkbox' })} />
          </Stack>
        </SimpleGrid>
        <Text size="sm" data-testid="capabilities">
          {caps.reason ? t(`admin.capabilities.${caps.reason}`) : t('admin.capabilities.full')}
          {caps.trialEndsAt ? ` ${t('admin.capabilities.trialEnds', { date: formatDate(caps.trialEndsAt, i18n.language) })}` : ''}
        </Text>
        {noSignIn && (
          <Alert color="red" role="alert" variant="light">
            {t('admin.company.noSignIn')}
          </Alert>
        )}
        {update.isError && (
          <Alert color="red" role="alert" variant="light">
            {refusalText(update.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={noSignIn}>
            {t('admin.save')}
          </Button>
          <SaveStatus state={update.isError ? 'idle' : update.status} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The form with the save that outlives it: the saved company starts the form over, the status stays. */
function General({ company }: { company: AdminCompany }) {
  const update = useUpdateCompany(company.id);
  const initial = toForm(company);
  return <GeneralForm key={JSON.stringify(initial)} company={company} initial={initial} update={update} />;
}

function Users({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const users = useAdminUsers({ companyId: company.id, limit: 500 });
  const act = useStaffUserAction();
  const invite = useAdminInvite();
  const [inviting, setInviting] = useState(false);
  const [sent, setSent] = useState('');
  const rows = (users.data?.items ?? []).map(fromAdminUser);
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('admin.company.users')}
          </Title>
          <Button onClick={() => setInviting(true)} disabled={company.archived === true} data-testid="invite-user">
            {t('companyUsers.invite.button')}
          </Button>
        </Group>
        {company.archived && <Text size="sm">{t('admin.company.archivedNoInvite')}</Text>}
        <Text size="sm" role="status" aria-live="polite" data-testid="invite-status">
          {sent}
        </Text>
        {users.isPending ? (
          <Loading />
        ) : users.isError ? (
          <LoadFailed error={users.error} onRetry={() => void users.refetch()} />
        ) : rows.length === 0 ? (
          <Empty>{t('admin.company.noUsers')}</Empty>
        ) : (
          <UserTable
            users={rows}
            viewer={{ id: session?.user.id ?? 0, isStaff: true }}
            activeAdmins={countActiveAdmins(rows)}
            caption={t('admin.company.usersOf', { name: company.name })}
            onAction={act}
          />
        )}
      </Stack>
      <InviteUserDialog
        opened={inviting}
        onClose={() => setInviting(false)}
        companyId={String(company.id)}
        onInvite={async (f) => {
          await invite.mutateAsync({ companyId: company.id, email: f.email, first_name: f.first_name, last_name: f.last_name, is_admin: f.is_admin, language: f.language });
          setSent(t('companyUsers.invite.sent', { email: f.email }));
        }}
      />
    </Paper>
  );
}

/** One customer: its settings, archive state, users and audit events. */
function CustomerScreen() {
  const { t } = useTranslation();
  const { company_id } = useParams();
  const company = useAdminCompany(company_id);
  const archive = useUpdateCompany(company_id ?? '');
  const [confirming, setConfirming] = useState(false);
  const c = company.data;
  const crumbs = [{ to: '/admin/customers', label: t('screens.admin.customers') }];

  if (company.isPending || company.isError || !c) {
    const missing = isApiError(company.error) && (company.error.status === 404 || company.error.status === 400);
    return (
      <AdminFrame screen="admin.customer" crumbs={crumbs}>
        {company.isPending ? (
          <Loading />
        ) : missing ? (
          <Alert color="teal" role="alert" title={t('admin.company.notFound')}>
            {t('admin.company.notFoundBody')}
          </Alert>
        ) : (
          <LoadFailed error={company.error} onRetry={() => void company.refetch()} />
        )}
      </AdminFrame>
    );
  }

  const archiving = !c.archived;
  return (
    <AdminFrame
      screen="admin.customer"
      title={c.name}
      crumbs={crumbs}
      actions={
        <Group>
          {c.archived && (
            <Badge color="gray.7" size="lg" variant="outline" data-testid="archived-badge">
              {t('admin.company.archivedBadge')}
            </Badge>
          )}
          <Button component={Link} to={`/admin/customers/${c.id}/properties`} variant="light">
            {t('screens.admin.customerProperties')}
          </Button>
          <Button color={archiving ? 'red.8' : undefined} variant={archiving ? 'outline' : 'filled'} onClick={() => setConfirming(true)}>
            {archiving ? t('admin.company.archive') : t('admin.company.unarchive')}
          </Button>
        </Group>
      }
    >
      <General company={c} />
      <Users company={c} />
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('admin.company.events')}
          </Title>
          <AuditList companyId={c.id} />
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={confirming}
        title={archiving ? t('admin.company.archiveTitle', { name: c.name }) : t('admin.company.unarchiveTitle', { name: c.name })}
        body={archiving ? t('admin.company.archiveBody') : t('admin.company.unarchiveBody')}
        confirmLabel={archiving ? t('admin.company.archive') : t('admin.company.unarchive')}
        danger={archiving}
        pending={archive.isPending}
        error={archive.error ? refusalText(archive.error, t) : null}
        onConfirm={() => archive.mutate({ archived: archiving }, { onSuccess: () => setConfirming(false) })}
        onClose={() => {
          archive.reset();
          setConfirming(false);
        }}
      />
    </AdminFrame>
  );
}

export default staffScreen('admin.customer', CustomerScreen);
