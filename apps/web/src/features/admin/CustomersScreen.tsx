import { Anchor, Badge, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Subscription } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { DataTable, pagedMore, type DataColumn } from '../../ui/DataTable';
import { useAdminCompanies } from './adminApi';
import type { AdminCompanyRow } from '@plotwise/contracts';
import { AdminFrame, Empty, LoadFailed, staffScreen } from '../../ui/AdminFrame';
import { licenceLabel, subscriptionOptions } from './licence';
import { NewCompanyDialog } from './NewCompanyDialog';

const PAGE = 50;

/** All customers: search by name or key, filter on archived and subscription, create a new one. */
function CustomersScreen() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [archived, setArchived] = useState<'false' | 'true' | 'all'>('false');
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [creating, setCreating] = useState(false);
  const list = useAdminCompanies({ q, archived, limit, ...(subscription ? { subscription } : {}) });
  const rows = list.data?.items ?? [];
  const lang = i18n.language;
  // sorting orders the rows loaded so far; "show more" loads the next page in the server's order (newest first)
  const columns = useMemo<DataColumn<AdminCompanyRow>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.company.name'),
        sortValue: (c) => c.name,
        cell: (c) => (
          <Group gap="xs">
            <Anchor component={Link} to={`/admin/customers/${c.id}`}>
              {c.name}
            </Anchor>
            {c.archived && (
              <Badge color="gray.7" variant="outline">
                {t('admin.company.archivedBadge')}
              </Badge>
            )}
          </Group>
        ),
      },
      { id: 'subscription', header: t('admin.company.subscription'), sortValue: (c) => c.subscription, cell: (c) => t(`admin.subscriptions.${c.subscription}`) },
      { id: 'licence', header: t('admin.company.licence'), cell: (c) => licenceLabel(c.licence, t) },
      { id: 'trial', header: t('admin.company.trialStartedAt'), sortValue: (c) => c.trialStartedAt, cell: (c) => (c.trialStartedAt ? formatDate(c.trialStartedAt, lang) : '—') },
      { id: 'users', header: t('admin.customers.users'), sortValue: (c) => c.activeUserCount, cell: (c) => t('admin.customers.userCount', { active: c.activeUserCount, total: c.userCount }) },
      { id: 'locations', header: t('admin.customers.locations'), sortValue: (c) => c.locationCount, cell: (c) => c.locationCount },
      { id: 'createdAt', header: t('admin.company.createdAt'), sortValue: (c) => c.createdAt, cell: (c) => formatDate(c.createdAt, lang) },
    ],
    [t, lang],
  );

  return (
    <AdminFrame
      screen="admin.customers"
      intro={t('admin.customers.intro')}
      actions={
        <Button onClick={() => setCreating(true)} data-testid="new-company">
          {t('admin.customers.new')}
        </Button>
      }
    >
      <Group align="flex-end" role="search" aria-label={t('admin.customers.filters')}>
        <TextInput label={t('admin.customers.search')} placeholder={t('admin.customers.searchHint')} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={280} />
        <Select
          label={t('admin.company.subscription')}
          placeholder={t('admin.customers.anySubscription')}
          data={subscriptionOptions(t)}
          value={subscription}
          onChange={(v) => setSubscription(v as Subscription | null)}
          clearable
          w={200}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="archived-filter">
            {t('admin.customers.show')}
          </Text>
          <SegmentedControl
            aria-labelledby="archived-filter"
            value={archived}
            onChange={(v) => setArchived(v as typeof archived)}
            data={[
              { value: 'false', label: t('admin.customers.active') },
              { value: 'true', label: t('admin.customers.archived') },
              { value: 'all', label: t('admin.customers.all') },
            ]}
          />
        </Stack>
      </Group>
      <DataTable
        columns={columns}
        rows={list.data?.items}
        rowId={(c) => c.id}
        label={t('admin.customers.caption')}
        testId="company-table"
        striped
        minWidth={800}
        loading={list.isPending}
        refreshing={list.isFetching && !list.isPending}
        error={list.isError ? <LoadFailed error={list.error} onRetry={() => void list.refetch()} /> : undefined}
        empty={<Empty>{q ? t('admin.customers.noMatch', { q }) : t('admin.customers.empty')}</Empty>}
        rowProps={() => ({ 'data-testid': 'company-row' })}
        more={pagedMore(rows.length, list.data?.total, t('admin.customers.shown', { shown: rows.length, total: list.data?.total ?? rows.length }), () => setLimit((l) => l + PAGE), list.isFetching)}
      />
      <NewCompanyDialog opened={creating} onClose={() => setCreating(false)} />
    </AdminFrame>
  );
}

export default staffScreen('admin.customers', CustomersScreen);
