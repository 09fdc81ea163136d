import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { HomeTabs } from './GettingStartedScreen';

export default function SupportScreen() {
  const { t } = useTranslation();
  return (
    <Stack data-screen="home.support" maw={820}>
      <ScreenTitle title={t('screens.home.support')} intro={t('support.intro')} />
      <HomeTabs />
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="xs">
          {t('support.contactTitle')}
        </Title>
        <Text>
          {t('support.contactBody')} <Anchor href="mailto:support@plotwise.nl">support@plotwise.nl</Anchor>
        </Text>
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="xs">
          {t('support.faqTitle')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('support.faq.language')}</List.Item>
          <List.Item>{t('support.faq.fields')}</List.Item>
          <List.Item>{t('support.faq.style')}</List.Item>
        </List>
      </Paper>
      <Text>
        {t('support.ideaPrefix')}{' '}
        <Anchor component={Link} to="/home/featurerequest">
          {t('support.ideaLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
