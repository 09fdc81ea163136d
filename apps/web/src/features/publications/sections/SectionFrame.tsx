import { Box, Text, Title } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the sections are shown to visitors (the published page, its PDF): a section with nothing to show is then left
 * out, so a visitor never reads "no text has been written yet". The editor's preview (and a section rendered on its
 * own) shows the empty state with a note that visitors do not see it.
 */
export const VisitorView = createContext(false);

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
  const visitor = useContext(VisitorView);
  if (empty && visitor) return null;
  return (
    <Box component="section" className="pub-section" data-section={type} py="lg" aria-label={title}>
      <Title order={2} size="h3" mb="sm" className="pub-section-title">
        {title}
      </Title>
      {empty ? (
        <>
          <Text c="dimmed" fs="italic" data-testid="section-empty">
            {empty || t('publications.sections.empty')}
          </Text>
          <Text c="dimmed" size="xs" data-testid="section-hidden-note">
            {t('publications.sections.hiddenWhileEmpty')}
          </Text>
        </>
      ) : (
        children
      )}
    </Box>
  );
}

/** The text a section's first parameter gives as its title, or the type's default title. */
export const paramText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
