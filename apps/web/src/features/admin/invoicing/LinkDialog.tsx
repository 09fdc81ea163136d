import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InvoicingCustomer } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountingContacts, useInvoicingActions } from './invoicingApi';
import { failureText } from './invoicingText';

/** Link a customer to a Moneybird contact: one found there, or a new one made from here. */
export function LinkDialog({ customer, onClose, onLinked }: { customer: InvoicingCustomer; onClose: () => void; onLinked: (text: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(customer.name);
  const [query] = useDebouncedValue(search.trim(), 300);
  const [name, setName] = useState(customer.name);
  const [email, setEmail] = useState('');
  const contacts = useAccountingContacts(query);
  const { link, create } = useInvoicingActions();
  const done = (contactName: string) => {
    onLinked(t('adminInvoicing.linked', { name: customer.name, contact: contactName }));
    onClose();
  };
  const failed = link.error ?? create.error;
  return (
    <Modal opened onClose={onClose} title={t('adminInvoicing.linkTitle', { name: customer.name })} centered size="lg" closeButtonProps={{ 'aria-label': t('ui.confirm.close') }} data-testid="invoicing-link">
      <Stack>
        <TextInput label={t('adminInvoicing.searchContacts')} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-autofocus />
        {contacts.isError ? (
          <Alert color="red" role="alert">
            {failureText(contacts.error, t)}
          </Alert>
        ) : contacts.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminInvoicing.noContacts')}
          </Text>
        ) : (
          <Stack gap={4} data-testid="invoicing-contacts">
            {(contacts.data ?? []).map((c) => (
              <Group key={c.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {c.companyName} {c.email ? `(${c.email})` : ''}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={link.isPending && link.variables?.contactId === c.id}
                  onClick={() => void link.mutateAsync({ companyId: customer.companyId, contactId: c.id }).then(() => done(c.companyName), () => undefined)}
                  aria-label={t('adminInvoicing.linkContact', { contact: c.companyName })}
                >
                  {t('adminInvoicing.link')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void create.mutateAsync({ companyId: customer.companyId, companyName: name.trim(), email: email.trim() }).then((r) => done(r.contact.companyName), () => undefined);
          }}
        >
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('adminInvoicing.newContact')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('adminInvoicing.contactName')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
              <TextInput label={t('adminInvoicing.contactEmail')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required />
            </SimpleGrid>
            <Button type="submit" variant="default" w="fit-content" loading={create.isPending}>
              {t('adminInvoicing.createContact')}
            </Button>
          </Stack>
        </form>
        {failed && (
          <Alert color="red" role="alert" data-testid="invoicing-link-error">
            {failureText(failed, t)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
