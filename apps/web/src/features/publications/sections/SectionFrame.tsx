import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of every public section: a heading in the company colour and its content, or a clear empty state. */
export function SectionFrame({
  type,
  title,
  empty,
  children,
}: {
  type: string;
  title: string;
  empty?: string | false;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" className="pub-section" data-section={type} py="lg" aria-label={title}>
      <Title order={2} size="h3" mb="sm" className="pub-section-title">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" fs="italic" data-testid="section-empty">
          {empty || t('publications.sections.empty')}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}

/** The text a section's first parameter gives as its title, or the type's default title. */
export const paramText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
