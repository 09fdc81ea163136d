import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { NewsList } from './NewsList';
import { OpenTasks } from './OpenTasks';
import { SetupChecklist } from './SetupChecklist';

const STEPS = [
  { key: 'find', to: '/locations/map' },
  { key: 'collect', to: '/locations/list' },
  { key: 'design', to: '/concepts' },
  { key: 'calculate', to: '/sheets/areas/overview' },
  { key: 'publish', to: '/publications/overview' },
  { key: 'search', to: '/opportunities' },
] as const;

export default function GettingStartedScreen() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  useEffect(() => {
    // bench/web.ts reads this mark: the home screen is on screen and usable.
    performance.mark('plotwise:home-interactive');
  }, []);
  return (
    <Stack data-screen="home.gettingstarted" maw={1100}>
      <ScreenTitle title={t('home.welcome', { name: session?.user.first_name || session?.user.email || '' })} intro={t('home.intro')} />
      <HomeTabs />
      <NewsList />
      <SetupChecklist />
      {session && <OpenTasks userId={Number(session.user.id)} />}
      <Title order={2} size="h3">
        {t('home.firstSteps')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {STEPS.map((step, i) => (
          <Card key={step.key} withBorder padding="lg" radius="md" component="section" aria-labelledby={`step-${step.key}`}>
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon radius="xl" size="lg" variant="light" aria-hidden="true">
                {i + 1}
              </ThemeIcon>
              <Title order={3} size="h4" id={`step-${step.key}`}>
                {t(`home.steps.${step.key}.title`)}
              </Title>
            </Group>
            <Text size="sm" mb="sm">
              {t(`home.steps.${step.key}.body`)}
            </Text>
            <Anchor component={Link} to={step.to} size="sm">
              {t(`home.steps.${step.key}.action`)}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function HomeTabs() {
  const { t } = useTranslation();
  return (
    <Group gap="md" component="nav" aria-label={t('home.sections')}>
      <Anchor component={Link} to="/home/gettingstarted">
        {t('screens.home.gettingstarted')}
      </Anchor>
      <Anchor component={Link} to="/home/support">
        {t('screens.home.support')}
      </Anchor>
      <Anchor component={Link} to="/home/featurerequest">
        {t('screens.home.featurerequest')}
      </Anchor>
    </Group>
  );
}
