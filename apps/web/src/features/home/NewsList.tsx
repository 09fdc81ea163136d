import { SimpleGrid, Stack, Title } from '@mantine/core';
import { contentRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { NewsCard } from './NewsCard';

/** The published news on the home screen, most important first (nothing when there is none). */
export function NewsList() {
  const { t } = useTranslation();
  const news = useQuery({ queryKey: ['content', 'news'], queryFn: ({ signal }) => api.call(contentRoutes.news, { signal }) });
  if (!news.data?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="news-title" data-testid="news">
      <Title order={2} size="h3" id="news-title">
        {t('home.news')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {news.data.map((n) => (
          <NewsCard key={n.id} item={n} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
