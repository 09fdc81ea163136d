import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl" data-screen="notfound">
      <Stack align="center">
        <Title order={1}>{t('errors.notFoundTitle')}</Title>
        <Text>{t('errors.notFoundBody')}</Text>
        <Anchor component={Link} to="/home/gettingstarted">
          {t('errors.toHome')}
        </Anchor>
      </Stack>
    </Center>
  );
}
