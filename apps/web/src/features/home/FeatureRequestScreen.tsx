import { Button, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityList, useEntityMutations } from '../../api/queries';
import type { Ticket } from '@plotwise/contracts';
import { formatDate } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { SaveStatus } from '../shared/SaveStatus';
import { ScreenTitle } from '../shared/ScreenTitle';
import { HomeTabs } from './GettingStartedScreen';

export default function FeatureRequestScreen() {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [reference, setReference] = useState('');
  const tickets = useEntityList('tickets', { order: '-createdAt', limit: 20 });
  const { create } = useEntityMutations('tickets');
  const lang = i18n.language;
  const columns = useMemo<DataColumn<Ticket>[]>(
    () => [
      { id: 'name', header: t('featureRequest.name'), sortValue: (r) => r.name, cell: (r) => r.name },
      { id: 'date', header: t('featureRequest.date'), sortValue: (r) => r.createdAt, cell: (r) => formatDate(r.createdAt, lang) },
    ],
    [t, lang],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), reference: reference.trim() },
      {
        onSuccess: () => {
          setName('');
          setReference('');
        },
      },
    );
  };

  return (
    <Stack data-screen="home.featurerequest" maw={820}>
      <ScreenTitle title={t('screens.home.featurerequest')} intro={t('featureRequest.intro')} />
      <HomeTabs />
      <Paper withBorder p="lg" component="form" onSubmit={submit} aria-label={t('featureRequest.formLabel')}>
        <Stack>
          <TextInput label={t('featureRequest.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={200} />
          <Textarea label={t('featureRequest.description')} value={reference} onChange={(e) => setReference(e.currentTarget.value)} autosize minRows={4} maxLength={4000} />
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t('featureRequest.submit')}
          </Button>
          <SaveStatus state={create.status} error={create.error} />
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        {t('featureRequest.sent')}
      </Title>
      <DataTable
        columns={columns}
        rows={tickets.data?.items}
        rowId={(r) => r.id}
        label={t('featureRequest.sent')}
        testId="tickets"
        striped
        loading={tickets.isPending}
        error={tickets.isError ? t('featureRequest.loadFailed') : undefined}
        onRetry={() => void tickets.refetch()}
        empty={t('featureRequest.none')}
      />
    </Stack>
  );
}
