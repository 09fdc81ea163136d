import { Text, Title } from '@mantine/core';

export function ScreenTitle({ title, intro }: { title: string; intro?: string }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" mt={4}>
          {intro}
        </Text>
      )}
    </div>
  );
}
