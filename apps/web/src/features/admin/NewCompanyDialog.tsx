import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { licenceTiers, newCompanyBodySchema, type Subscription } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bodyFields } from '../../ui/form/bodyFields';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { refusalText } from '../../ui/refusalText';
import { useCreateCompany } from './adminApi';
import { licenceOptions, subscriptionOptions } from './licence';

interface Form {
  name: string;
  subscription: Subscription;
  /** a licence tier's code, as the picker holds it */
  licence: string;
}

const INITIAL: Form = { name: '', subscription: 'trial', licence: String(licenceTiers.trial) };

// what the server checks of a new company (contracts), checked at the fields before sending; the licence is
// picked from the tiers, so only its number is left to convert
const COMPANY_SCHEMA = formSchema(bodyFields(newCompanyBodySchema), ['name', 'subscription'], ['name']);

/** Create a company (a customer) and open its page, where its users are invited. */
export function NewCompanyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCompany();
  const form = useForm<Form>({ initialValues: INITIAL, validate: zodValidate<Form>(COMPANY_SCHEMA, t) });

  const close = () => {
    form.setFieldValue('name', '');
    form.clearErrors();
    create.reset();
    onClose();
  };
  const submit = ({ name, subscription, licence }: Form) =>
    create.mutate(
      { name: name.trim(), subscription, licence: Number(licence) },
      {
        onSuccess: (company) => {
          close();
          void navigate(`/admin/customers/${company.id}`);
        },
      },
    );
  return (
    <Modal opened={opened} onClose={close} title={t('admin.customers.new')} centered closeButtonProps={{ 'aria-label': t('companyUsers.close') }}>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('admin.customers.new')}>
        <Stack>
          <TextInput label={t('admin.company.name')} required maxLength={200} {...form.getInputProps('name')} data-autofocus />
          <Select label={t('admin.company.subscription')} data={subscriptionOptions(t)} allowDeselect={false} {...form.getInputProps('subscription')} />
          <Select label={t('admin.company.licence')} data={licenceOptions(t)} allowDeselect={false} {...form.getInputProps('licence')} />
          {create.isError && (
            <Alert color="red" role="alert" variant="light">
              {refusalText(create.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('companyUsers.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!form.values.name.trim()}>
              {t('admin.customers.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
