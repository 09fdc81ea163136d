import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';
import { useAdminSummary } from './adminApi';
import type { AdminSummary } from '@plotwise/contracts';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../../ui/AdminFrame';
import { AuditList } from './AuditList';
import { DatabaseCard } from './DatabaseCard';

const TILES: { key: keyof AdminSummary; to?: string }[] = [
  { key: 'companies', to: '/admin/customers' },
  { key: 'trialCompanies', to: '/admin/customers' },
  { key: 'archivedCompanies', to: '/admin/customers' },
  { key: 'activeUsers', to: '/admin/users' },
  { key: 'inactiveUsers', to: '/admin/users' },
  { key: 'pendingInvitations', to: '/admin/users' },
  { key: 'signInsLast7Days' },
  { key: 'failedSignInsLast7Days' },
];

function Counts() {
  const { t, i18n } = useTranslation();
  const summary = useAdminSummary();
  if (summary.isPending) return <Loading />;
  if (summary.isError) return <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="admin-counts">
      {TILES.map(({ key, to }) => (
        <Paper key={key} withBorder p="md" data-testid={`count-${key}`}>
          <Text size="xl" fw={700}>
            {formatNumber(summary.data[key], i18n.language, 0)}
          </Text>
          {to ? (
            <Anchor component={Link} to={to} size="sm">
              {t(`admin.home.counts.${key}`)}
            </Anchor>
          ) : (
            <Text size="sm">{t(`admin.home.counts.${key}`)}</Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The staff home: how many customers and users there are, the database and its replica, and the latest audit events. */
function AdminHomeScreen() {
  const { t } = useTranslation();
  return (
    <AdminFrame screen="admin.home" intro={t('admin.home.intro')}>
      <Counts />
      <DatabaseCard />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('admin.home.latestEvents')}
        </Title>
        <AuditList />
      </Stack>
    </AdminFrame>
  );
}

export default staffScreen('admin.home', AdminHomeScreen);
