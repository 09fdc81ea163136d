import { Anchor, Badge, Button, Group, SegmentedControl, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Subscription } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useAdminCompanies } from './adminApi';
import { AdminFrame, Empty, LoadFailed, Loading, staffScreen } from './AdminFrame';
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
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Empty>{q ? t('admin.customers.noMatch', { q }) : t('admin.customers.empty')}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={800}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="company-table" aria-busy={list.isFetching}>
              <caption>
                <VisuallyHidden>{t('admin.customers.caption')}</VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('admin.company.name')}</Table.Th>
                  <Table.Th scope="col">{t('admin.company.subscription')}</Table.Th>
                  <Table.Th scope="col">{t('admin.company.licence')}</Table.Th>
                  <Table.Th scope="col">{t('admin.company.trialStartedAt')}</Table.Th>
                  <Table.Th scope="col">{t('admin.customers.users')}</Table.Th>
                  <Table.Th scope="col">{t('admin.customers.locations')}</Table.Th>
                  <Table.Th scope="col">{t('admin.company.createdAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id} data-testid="company-row">
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>{t(`admin.subscriptions.${c.subscription}`)}</Table.Td>
                    <Table.Td>{licenceLabel(c.licence, t)}</Table.Td>
                    <Table.Td>{c.trialStartedAt ? formatDate(c.trialStartedAt, i18n.language) : '—'}</Table.Td>
                    <Table.Td>{t('admin.customers.userCount', { active: c.activeUserCount, total: c.userCount })}</Table.Td>
                    <Table.Td>{c.locationCount}</Table.Td>
                    <Table.Td>{formatDate(c.createdAt, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Text size="sm" c="dimmed">
              {t('admin.customers.shown', { shown: rows.length, total: list.data?.total ?? rows.length })}
            </Text>
            {rows.length < (list.data?.total ?? 0) && (
              <Button size="xs" variant="light" loading={list.isFetching} onClick={() => setLimit((l) => l + PAGE)}>
                {t('admin.customers.more')}
              </Button>
            )}
          </Group>
        </>
      )}
      <NewCompanyDialog opened={creating} onClose={() => setCreating(false)} />
    </AdminFrame>
  );
}

export default staffScreen('admin.customers', CustomersScreen);
