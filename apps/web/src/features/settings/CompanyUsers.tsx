import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import type { Id } from '../../api/apiClient';
import { entityKeys, useEntityList } from '../../api/queries';
import { useSession } from '../../api/session';
import { companyUserRoutes, type User } from '@plotwise/contracts';
import { InviteUserDialog, type InviteForm } from '../users/InviteUserDialog';
import { countActiveAdmins, patchOf, type Action, type ManagedUser, type PatchAction } from '../users/userActions';
import { UserTable } from '../users/UserTable';
import { EXPECTED_REFUSALS } from '../../ui/refusalText';


const fromUser = (u: User): ManagedUser => ({
  id: u.id,
  email: u.email,
  firstName: u.first_name,
  lastName: u.last_name,
  isActive: u.is_active === true,
  isAdmin: u.is_admin === true,
  isStaff: u.is_staff === true,
  lastLoginAt: u.last_login_at ?? null,
});

/**
 * The company's users in the company settings. Company admins (and staff) invite colleagues, activate and
 * deactivate them and grant or revoke the admin role, each confirmed; everyone else sees the list only.
 */
export function CompanyUsers() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { data: session } = useSession();
  const canManage = !!(session?.user.is_admin || session?.user.is_staff);
  const users = useEntityList('users', { limit: 500, order: 'email' });
  const [inviting, setInviting] = useState(false);
  const [sent, setSent] = useState('');
  const refresh = () => qc.invalidateQueries({ queryKey: entityKeys.all('users') });
  const change = useMutation({
    mutationFn: ({ id, action }: { id: Id; action: Action }) =>
      action === 'resendInvite'
        ? api.call(companyUserRoutes.resendInvite, { params: { id }, expected: EXPECTED_REFUSALS })
        : // allowMail is never offered here: only the staff screens' rows carry a bounce mark
          api.update('users', id, patchOf[action as PatchAction], { expected: EXPECTED_REFUSALS }),
    onSuccess: refresh,
  });
  const invite = useMutation({
    mutationFn: (f: InviteForm) =>
      api.call(companyUserRoutes.invite, { body: { email: f.email, first_name: f.first_name, last_name: f.last_name, is_admin: f.is_admin, language: f.language }, expected: EXPECTED_REFUSALS }),
    onSuccess: refresh,
  });
  const rows = (users.data?.items ?? []).map(fromUser);

  return (
    <Paper withBorder p="lg" data-testid="company-users">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('companyUsers.title')}
          </Title>
          {canManage && (
            <Button onClick={() => setInviting(true)} data-testid="invite-user">
              {t('companyUsers.invite.button')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {canManage ? t('companyUsers.intro') : t('companyUsers.readOnly')}
        </Text>
        <Text size="sm" role="status" aria-live="polite" data-testid="invite-status">
          {sent}
        </Text>
        {users.isPending ? (
          <Text size="sm" aria-busy="true">
            {t('companyUsers.loading')}
          </Text>
        ) : users.isError ? (
          <Group role="alert">
            <Text size="sm" c="red.8">
              {t('companyUsers.loadFailed')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void users.refetch()}>
              {t('companyUsers.retry')}
            </Button>
          </Group>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('companyUsers.empty')}
          </Text>
        ) : (
          <UserTable
            users={rows}
            viewer={{ id: session?.user.id ?? 0, isStaff: !!session?.user.is_staff }}
            activeAdmins={countActiveAdmins(rows)}
            readOnly={!canManage}
            caption={t('companyUsers.caption')}
            onAction={(u, action) => change.mutateAsync({ id: u.id, action })}
          />
        )}
      </Stack>
      {canManage && (
        <InviteUserDialog
          opened={inviting}
          onClose={() => setInviting(false)}
          onInvite={async (f) => {
            await invite.mutateAsync(f);
            setSent(t('companyUsers.invite.sent', { email: f.email }));
          }}
        />
      )}
    </Paper>
  );
}
