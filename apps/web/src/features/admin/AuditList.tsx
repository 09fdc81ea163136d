import { Anchor, Badge, Group, Select, Stack } from '@mantine/core';
import { auditKindGroups, type AuditKindGroup } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { DataTable, pagedMore, type DataColumn } from '../../ui/DataTable';
import { useAdminAudit, useAdminCompanies } from './adminApi';
import type { AuditEventRow } from '@plotwise/contracts';
import { Empty, LoadFailed } from '../../ui/AdminFrame';
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
  scheduler: 'indigo.9',
  invoicing: 'cyan.9',
  mail: 'violet.9',
  limits: 'orange.9',
};
const groupOf = (kind: AuditEventRow['kind']) =>
  (Object.entries(auditKindGroups) as [AuditKindGroup, readonly string[]][]).find(([, kinds]) => kinds.includes(kind))?.[0] ?? 'companies';

/**
 * The latest audit events, newest first, filtered by kind group and (unless fixed) company; "show more"
 * (the DataTable's "more" state) extends the page. Staff read it on the staff home and on a customer's page.
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
  const lang = i18n.language;
  const columns = useMemo<DataColumn<AuditEventRow>[]>(
    () => [
      { id: 'when', header: t('admin.audit.when'), cell: (e) => formatDate(e.createdAt, lang, true) },
      {
        id: 'event',
        header: t('admin.audit.event'),
        cell: (e) => (
          <Badge variant="outline" color={GROUP_COLOR[groupOf(e.kind)]}>
            {t(`admin.audit.kinds.${e.kind}`)}
          </Badge>
        ),
      },
      { id: 'who', header: t('admin.audit.who'), cell: (e) => e.email ?? '—' },
      { id: 'about', header: t('admin.audit.about'), cell: (e) => auditDetail(e, t) },
      {
        id: 'company',
        header: t('admin.audit.company'),
        cell: (e) =>
          e.companyId ? (
            <Anchor component={Link} to={`/admin/customers/${e.companyId}`} size="sm">
              {e.companyName}
            </Anchor>
          ) : (
            '—'
          ),
      },
      { id: 'ip', header: t('admin.audit.ip'), cell: (e) => e.ip ?? '' },
    ],
    [t, lang],
  );
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
      <DataTable
        columns={fixed ? columns.filter((c) => c.id !== 'company') : columns}
        rows={audit.data?.items}
        rowId={(e) => e.id}
        label={t('admin.audit.caption')}
        testId="audit-table"
        striped
        minWidth={760}
        loading={audit.isPending}
        refreshing={audit.isFetching && !audit.isPending}
        error={audit.isError ? <LoadFailed error={audit.error} onRetry={() => void audit.refetch()} /> : undefined}
        empty={<Empty>{t('admin.audit.empty')}</Empty>}
        rowProps={(e) => ({ 'data-testid': 'audit-row', 'data-kind': e.kind })}
        more={pagedMore(rows.length, audit.data?.total, t('admin.audit.shown', { shown: rows.length, total: audit.data?.total ?? rows.length }), () => setLimit((l) => l + PAGE), audit.isFetching)}
      />
    </Stack>
  );
}
