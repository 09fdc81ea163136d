import { Button, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityList, useEntityMutations } from '../../api/queries';
import { tickets as ticketEntity, type Ticket } from '@plotwise/contracts';
import { formatDate } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { SaveStatus } from '../../ui/SaveStatus';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { HomeTabs } from './GettingStartedScreen';

interface Form {
  name: string;
  reference: string;
}

// what the server checks of a ticket (contracts), checked at the fields before sending
const TICKET_SCHEMA = formSchema(ticketEntity.fields, ['name', 'reference'], ['name']);

export default function FeatureRequestScreen() {
  const { t, i18n } = useTranslation();
  const form = useForm<Form>({ initialValues: { name: '', reference: '' }, validate: zodValidate<Form>(TICKET_SCHEMA, t) });
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

  const submit = ({ name, reference }: Form) => create.mutate({ name: name.trim(), reference: reference.trim() }, { onSuccess: () => form.reset() });

  return (
    <Stack data-screen="home.featurerequest" maw={820}>
      <ScreenTitle title={t('screens.home.featurerequest')} intro={t('featureRequest.intro')} />
      <HomeTabs />
      <Paper withBorder p="lg" component="form" onSubmit={form.onSubmit(submit)} noValidate aria-label={t('featureRequest.formLabel')}>
        <Stack>
          <TextInput label={t('featureRequest.name')} {...form.getInputProps('name')} required maxLength={200} />
          <Textarea label={t('featureRequest.description')} {...form.getInputProps('reference')} autosize minRows={4} maxLength={4000} />
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
