import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicPage } from '@plotwise/contracts';
import { sectionRegistry } from './sections/registry';
import { SectionFrame, VisitorView } from './sections/SectionFrame';
import type { PageMode, SectionType } from './sections/types';
import { companyColors, PublicHeader } from './PublicHeader';
import './publicPage.css';

/**
 * A public publication page: the company's header in its style (settings/publications/style), then the sections
 * in order, each rendered by its registry entry. The editor's preview renders this same component.
 */
export function PublicPageView({ page, mode }: { page: PublicPage; mode: PageMode }) {
  const { t } = useTranslation();
  const style = companyColors(page.company);
  const themed = { ...page, company: { ...page.company, style: { ...page.company.style, ...style } } };
  const sections = [...page.sections].sort((a, b) => a.order - b.order || a.id - b.id);
  return (
    <Box
      className="pub-page"
      data-testid="public-page"
      style={{ color: style.textColor, background: '#fff' }}
    >
      <PublicHeader company={page.company} title={page.publication.name || t('publications.untitled')}>
        {page.publication.reference && (
          <Text size="sm">{t('publications.referenceShown', { reference: page.publication.reference })}</Text>
        )}
      </PublicHeader>
      <Container size="md" px="lg" py="sm">
        {page.publication.description && <Text mt="md">{page.publication.description}</Text>}
        <VisitorView.Provider value={mode === 'public'}>
          {sections.map((s) => {
            const kind = sectionRegistry[s.type as SectionType];
            if (!kind)
              return (
                <SectionFrame
                  key={s.id}
                  type={s.type}
                  title={t(`publications.sectionTypes.${s.type}`, { defaultValue: s.type })}
                  empty={t('publications.sections.notBuilt')}
                />
              );
            return <kind.Render key={s.id} section={s} page={themed} mode={mode} />;
          })}
        </VisitorView.Provider>
        {!sections.length && (
          <Text c="dimmed" py="xl" data-testid="section-empty">
            {t('publications.sections.none')}
          </Text>
        )}
        {mode === 'public' && (
          // the server prints the page as it is published (GET /api/publications/pdf/{key}); not in the preview of a
          // draft, which has no public page yet
          <Group className="pub-no-print" justify="flex-end" py="md">
            <Anchor
              href={`/api/publications/pdf/${encodeURIComponent(page.publication.key)}?lang=${document.documentElement.lang === 'en' ? 'en' : 'nl'}`}
              download
              title={t('pub.pdfTitle')}
              data-testid="pub-pdf"
            >
              {t('pub.pdf')}
            </Anchor>
          </Group>
        )}
      </Container>
    </Box>
  );
}
