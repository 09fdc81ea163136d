import { Alert, Anchor, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { companySetupRoutes, type CompanySetupResponse } from '@plotwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { useSession } from '../../api/session';
import { refusalText } from '../../ui/refusalText';

const setupKey = ['companySetup'];

/** One line of the checklist: what it counts, where an admin sets it up, and whether the starting template fills it. */
const ITEMS: { key: keyof CompanySetupResponse; to: string; fromTemplate: boolean }[] = [
  { key: 'unitTypes', to: '/settings/concepts/units', fromTemplate: true },
  { key: 'costLines', to: '/settings/concepts/units#costs', fromTemplate: true },
  { key: 'statuses', to: '/settings/locations/defaultfields', fromTemplate: true },
  { key: 'phases', to: '/settings/locations/defaultfields', fromTemplate: true },
  { key: 'presets', to: '/settings/concepts/parameters', fromTemplate: true },
  { key: 'customStyle', to: '/settings/publications/style', fromTemplate: false },
  { key: 'users', to: '/settings/general/company', fromTemplate: false },
];

/** Done: a count above zero; for users more than the admin alone; for the style, a style of the company's own. */
const isDone = (setup: CompanySetupResponse, key: keyof CompanySetupResponse) =>
  key === 'customStyle' ? setup.customStyle : key === 'users' ? setup.users > 1 : Number(setup[key]) > 0;

/**
 * "Getting started" for a company's set-up (issue #42 item 1): what is done and what is left, each with where it is
 * set up; an admin can fill every empty part from the Dutch starting template in one click (a user reads who can).
 */
export function SetupChecklist() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { data: session } = useSession();
  const canSetUp = !!(session?.user.is_admin || session?.user.is_staff);
  // counted again each time Getting started opens: an admin comes back here from the settings a line sent them to,
  // and the app's 30 s staleTime would show that line still to do
  const setup = useQuery({ queryKey: setupKey, queryFn: () => api.call(companySetupRoutes.setup, {}), refetchOnMount: 'always' });
  const apply = useMutation({
    mutationFn: () => api.call(companySetupRoutes.applyStartingTemplate, { expected: [403] }),
    onSuccess: () => qc.invalidateQueries(),
  });
  if (!setup.data) return null;
  const data = setup.data;
  const left = ITEMS.filter((i) => !isDone(data, i.key));
  const templateFills = left.some((i) => i.fromTemplate);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="setup-title" data-testid="setup-checklist">
      <Stack gap="sm">
        <Title order={2} size="h3" id="setup-title">
          {t('home.setup.title')}
        </Title>
        <Text size="sm">{left.length ? t('home.setup.left', { count: left.length }) : t('home.setup.done')}</Text>
        <List spacing={6} listStyleType="none" p={0}>
          {ITEMS.map((item) => {
            const done = isDone(data, item.key);
            return (
              <List.Item key={item.key} data-testid={`setup-${item.key}`} data-done={done}>
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon size="sm" radius="xl" color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'light'} aria-hidden="true">
                    {done ? '✓' : '·'}
                  </ThemeIcon>
                  <Text size="sm">
                    {t(`home.setup.items.${item.key}`, { count: typeof data[item.key] === 'number' ? data[item.key] : 0 })}
                    {' · '}
                    <Text span size="sm" c={done ? 'dimmed' : undefined} fw={done ? undefined : 700}>
                      {done ? t('home.setup.isDone') : t('home.setup.isLeft')}
                    </Text>
                  </Text>
                  {canSetUp && (
                    <Anchor component={Link} to={item.to} size="sm">
                      {t('home.setup.open')}
                    </Anchor>
                  )}
                </Group>
              </List.Item>
            );
          })}
        </List>
        {templateFills && canSetUp && (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('home.setup.templateExplained')}</Text>
            <Button size="sm" loading={apply.isPending} onClick={() => apply.mutate()} data-testid="apply-starting-template">
              {t('home.setup.apply')}
            </Button>
          </Stack>
        )}
        {templateFills && !canSetUp && <Text size="sm">{t('home.setup.askAdmin')}</Text>}
        {apply.isSuccess && (
          <Alert color="green" variant="light" role="status" data-testid="setup-applied">
            {t('home.setup.applied', { count: apply.data.locationsGivenCosts })}
          </Alert>
        )}
        {apply.isError && (
          <Alert color="red" variant="light" role="alert">
            {refusalText(apply.error, t)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
