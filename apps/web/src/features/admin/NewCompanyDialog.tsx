import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { licenceTiers, type Subscription } from '@plotwise/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalText } from '../users/refusalText';
import { useCreateCompany } from './adminApi';
import { licenceOptions, subscriptionOptions } from './licence';

/** Create a company (a customer) and open its page, where its users are invited. */
export function NewCompanyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCompany();
  const [name, setName] = useState('');
  const [subscription, setSubscription] = useState<Subscription>('trial');
  const [licence, setLicence] = useState(String(licenceTiers.trial));

  const close = () => {
    setName('');
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name: name.trim(), subscription, licence: Number(licence) },
      {
        onSuccess: (company) => {
          close();
          void navigate(`/admin/customers/${company.id}`);
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('admin.customers.new')} centered closeButtonProps={{ 'aria-label': t('companyUsers.close') }}>
      <form onSubmit={submit} aria-label={t('admin.customers.new')}>
        <Stack>
          <TextInput label={t('admin.company.name')} required maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
          <Select label={t('admin.company.subscription')} data={subscriptionOptions(t)} value={subscription} allowDeselect={false} onChange={(v) => v && setSubscription(v as Subscription)} />
          <Select label={t('admin.company.licence')} data={licenceOptions(t)} value={licence} allowDeselect={false} onChange={(v) => v && setLicence(v)} />
          {create.isError && (
            <Alert color="red" role="alert" variant="light">
              {refusalText(create.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('companyUsers.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
              {t('admin.customers.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
