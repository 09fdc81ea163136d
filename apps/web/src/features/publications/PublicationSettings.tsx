import { Anchor, Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicationStatuses, ratingModes, type ApiRecord, type ApiWrite } from '@plotwise/contracts';
import { useEntityMutations } from '../../api/queries';
import { publicationPath } from '../../lib/links';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CommitTextInput } from '../../ui/CommitTextInput';
import { usePipelineValues } from '../locations/modify/companyLists';
import { statusName, type StatusName } from './publicationStatus';

type Publication = ApiRecord<'publications'>;
type CfgWrite = NonNullable<ApiWrite<'publications'>['cfg']>;

/** The publication's status as a segmented control (a change is confirmed first), and its public link once published. */
function StatusControl({
  current,
  link,
  disabled,
  onChange,
}: {
  current: StatusName;
  link: string;
  disabled?: boolean;
  onChange: (next: StatusName) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('publications.columns.status')}
      </Text>
      <SegmentedControl
        value={current}
        onChange={(v) => v !== current && onChange(v as StatusName)}
        data={(['draft', 'published', 'hidden'] as const).map((s) => ({
          value: s,
          label: t(`publications.status.${s}`),
        }))}
        disabled={disabled}
        data-testid="publication-status-control"
      />
      {current === 'published' && (
        <Anchor href={link} target="_blank" rel="noopener" size="sm" data-testid="editor-public-link">
          {window.location.origin + link}
        </Anchor>
      )}
    </Stack>
  );
}

/** A search query's publication: whether visitors may accept or reject a plot, and the statuses that gives. */
function AcceptRejectFields({
  cfg,
  statusOptions,
  disabled,
  onSave,
}: {
  cfg: Publication['cfg'] | null;
  statusOptions: { value: string; label: string }[];
  disabled?: boolean;
  onSave: (c: CfgWrite) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Switch
        label={t('publications.editor.allowAcceptReject')}
        checked={cfg?.allowAcceptReject ?? false}
        onChange={(e) => onSave({ allowAcceptReject: e.currentTarget.checked })}
        disabled={disabled}
        data-testid="allow-accept-reject"
      />
      <Group grow>
        <Select
          label={t('publications.editor.acceptStatus')}
          data={statusOptions}
          value={cfg?.searchQueryAcceptStatus ? String(cfg.searchQueryAcceptStatus) : null}
          onChange={(v) => onSave({ searchQueryAcceptStatus: v ? Number(v) : null })}
          clearable
          disabled={disabled || !cfg?.allowAcceptReject}
          data-testid="accept-status"
        />
        <Select
          label={t('publications.editor.rejectStatus')}
          data={statusOptions}
          value={cfg?.searchQueryRejectStatus ? String(cfg.searchQueryRejectStatus) : null}
          onChange={(v) => onSave({ searchQueryRejectStatus: v ? Number(v) : null })}
          clearable
          disabled={disabled || !cfg?.allowAcceptReject}
          data-testid="reject-status"
        />
      </Group>
    </>
  );
}

/** Name, description, the publication cfg (reference, accept/reject and its statuses, rating mode) and the status. */
export function PublicationSettings({
  publication,
  disabled,
}: {
  publication: Publication;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { update } = useEntityMutations('publications');
  const statuses = usePipelineValues('status');
  const [nextStatus, setNextStatus] = useState<StatusName | null>(null);
  const cfg = publication.cfg ?? null;
  const save = (body: ApiWrite<'publications'>) => update.mutate({ id: publication.id, body });
  const saveCfg = (c: CfgWrite) => save({ cfg: c });
  const statusOptions = (statuses.data?.items ?? []).map((v) => ({
    value: String(v.id),
    label: v.name ?? '',
  }));
  const current = statusName(publication.status);
  const link = publicationPath(publication.type, publication.key ?? '');
  return (
    <Stack gap="sm" data-testid="publication-settings">
      <StatusControl current={current} link={link} disabled={disabled} onChange={setNextStatus} />
      <CommitTextInput
        label={t('publications.columns.name')}
        value={publication.name ?? ''}
        onCommit={(name) => save({ name })}
        disabled={disabled}
        data-testid="publication-name"
      />
      <CommitTextInput
        label={t('publications.editor.description')}
        value={publication.description ?? ''}
        onCommit={(description) => save({ description: description || null })}
        disabled={disabled}
      />
      <CommitTextInput
        label={t('publications.editor.reference')}
        value={cfg?.reference ?? ''}
        onCommit={(reference) => saveCfg({ reference: reference || null })}
        disabled={disabled}
      />
      <Select
        label={t('publications.editor.ratingMode')}
        data={ratingModes.map((r) => ({ value: r, label: t(`publications.ratingModes.${r}`) }))}
        value={cfg?.ratingMode ?? 'view'}
        onChange={(v) => v && saveCfg({ ratingMode: v as (typeof ratingModes)[number] })}
        allowDeselect={false}
        disabled={disabled}
      />
      {publication.type === 'searchquery' && (
        <AcceptRejectFields cfg={cfg} statusOptions={statusOptions} disabled={disabled} onSave={saveCfg} />
      )}
      {update.isError && (
        <Text c="red.8" role="alert">
          {t('common.saveFailed')}
        </Text>
      )}
      <ConfirmDialog
        opened={!!nextStatus}
        title={nextStatus ? t(`publications.statusChange.${nextStatus}Title`) : ''}
        body={nextStatus ? t(`publications.statusChange.${nextStatus}Body`) : ''}
        confirmLabel={nextStatus ? t(`publications.statusChange.${nextStatus}`) : ''}
        danger={nextStatus === 'hidden'}
        pending={update.isPending}
        onConfirm={() =>
          nextStatus &&
          update.mutate(
            { id: publication.id, body: { status: publicationStatuses[nextStatus] } },
            { onSuccess: () => setNextStatus(null) },
          )
        }
        onClose={() => setNextStatus(null)}
      />
    </Stack>
  );
}
