import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { auditKindGroups, type AuditKindGroup } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useAdminAudit, useAdminCompanies, type AuditEventRow } from './adminApi';
import { Empty, LoadFailed, Loading } from './AdminFrame';
import { auditDetail } from './auditText';

const PAGE = 25;
// shade 9 (7 for gray) on white keeps the outline badges above 4.5:1 (WCAG AA)
const GROUP_COLOR: Record<AuditKindGroup, string> = {
  signIns: 'teal.9',
  failedSignIns: 'red.9',
  passwordResets: 'blue.9',
  roleChanges: 'grape.9',
  deletions: 'pink.9',
  companies: 'gray.7',
};
const groupOf = (kind: AuditEventRow['kind']) =>
  (Object.entries(auditKindGroups) as [AuditKindGroup, readonly string[]][]).find(([, kinds]) => kinds.includes(kind))?.[0] ?? 'companies';

/**
 * The latest audit events, newest first, filtered by kind group and (unless fixed) company; "show more"
 * extends the page. Staff read it on the staff home and on a customer's page.
 */
export function AuditList({ companyId }: { companyId?: number }) {
  const { t, i18n } = useTranslation();
  const [group, setGroup] = useState<AuditKindGroup | null>(null);
  const [company, setCompany] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const fixed = companyId !== undefined;
  const companies = useAdminCompanies({ limit: 500, archived: 'all' });
  const cid = fixed ? companyId : company ? Number(company) : undefined;
  const audit = useAdminAudit({ limit, ...(cid ? { companyId: cid } : {}), ...(group ? { kind: auditKindGroups[group] } : {}) });

  const groups = (Object.keys(auditKindGroups) as AuditKindGroup[]).map((g) => ({ value: g, label: t(`admin.audit.groups.${g}`) }));
  const rows = audit.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label={t('admin.audit.kind')}
          placeholder={t('admin.audit.allKinds')}
          data={groups}
          value={group}
          onChange={(v) => {
            setGroup(v as AuditKindGroup | null);
            setLimit(PAGE);
          }}
          clearable
          w={240}
          data-testid="audit-kind"
        />
        {!fixed && (
          <Select
            label={t('admin.audit.company')}
            placeholder={t('admin.audit.allCompanies')}
            data={(companies.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={company}
            onChange={(v) => {
              setCompany(v);
              setLimit(PAGE);
            }}
            searchable
            clearable
            w={280}
            nothingFoundMessage={t('admin.audit.noCompany')}
          />
        )}
      </Group>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <LoadFailed error={audit.error} onRetry={() => void audit.refetch()} />
      ) : rows.length === 0 ? (
        <Empty>{t('admin.audit.empty')}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" data-testid="audit-table" aria-busy={audit.isFetching}>
              <caption>
                <VisuallyHidden>{t('admin.audit.caption')}</VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('admin.audit.when')}</Table.Th>
                  <Table.Th scope="col">{t('admin.audit.event')}</Table.Th>
                  <Table.Th scope="col">{t('admin.audit.who')}</Table.Th>
                  <Table.Th scope="col">{t('admin.audit.about')}</Table.Th>
                  {!fixed && <Table.Th scope="col">{t('admin.audit.company')}</Table.Th>}
                  <Table.Th scope="col">{t('admin.audit.ip')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => (
                  <Table.Tr key={e.id} data-testid="audit-row" data-kind={e.kind}>
                    <Table.Td>
                      <Text size="sm">{formatDate(e.createdAt, i18n.language, true)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={GROUP_COLOR[groupOf(e.kind)]}>
                        {t(`admin.audit.kinds.${e.kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{e.email ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{auditDetail(e, t)}</Text>
                    </Table.Td>
                    {!fixed && (
                      <Table.Td>
                        {e.companyId ? (
                          <Anchor component={Link} to={`/admin/customers/${e.companyId}`} size="sm">
                            {e.companyName}
                          </Anchor>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Text size="sm">{e.ip ?? ''}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Text size="sm" c="dimmed">
              {t('admin.audit.shown', { shown: rows.length, total: audit.data?.total ?? rows.length })}
            </Text>
            {rows.length < (audit.data?.total ?? 0) && (
              <Button size="xs" variant="light" loading={audit.isFetching} onClick={() => setLimit((l) => l + PAGE)}>
                {t('admin.audit.more')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
