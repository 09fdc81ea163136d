import { Badge, Card, Group, Text, Title, Typography } from '@mantine/core';
import type { NewsItem } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

/** One news item as readers see it (home screen) and staff preview it (content editor). */
export function NewsCard({ item }: { item: Pick<NewsItem, 'name' | 'descriptionHtml' | 'level' | 'publishedAt'> }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md" component="article" data-testid="news-item" data-level={item.level}>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Title order={3} size="h5">
          {item.name}
        </Title>
        {item.level !== 'default' && (
          <Badge size="sm" variant="outline" color={item.level === 'important' ? 'red.9' : 'grape.9'}>
            {t(`adminContent.levels.${item.level}`)}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" mb={6}>
        {formatDate(item.publishedAt, i18n.language)}
      </Text>
      {/* the server stored this HTML sanitised (features/content/sanitize.ts): formatting and safe links only */}
      <Typography fz="sm">
        <div dangerouslySetInnerHTML={{ __html: item.descriptionHtml }} />
      </Typography>
    </Card>
  );
}
