import { Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicationPath } from '../../../lib/links';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionProps } from './types';

/**
 * The company's published publications, each linking to its public page (as /pub/index/{company_key} lists them),
 * without the page itself; the server sends only published ones, with name, type and key.
 */
export default function PublicationsList({ section, page, mode }: SectionProps) {
  const { t } = useTranslation();
  const title = paramText(section.param1) || t('publications.sectionTypes.publications_list');
  const others = (page.publications ?? []).filter((p) => p.key !== page.publication.key);
  return (
    <SectionFrame type={section.type} title={title} empty={!others.length && t('publications.sections.noPublications')}>
      <List spacing="xs" data-testid="pub-publications-list">
        {others.map((p) => (
          <List.Item key={p.key}>
            {mode === 'public' ? (
              <Anchor component={Link} to={publicationPath(p.type, p.key)}>
                {p.name || p.key}
              </Anchor>
            ) : (
              p.name || p.key
            )}
          </List.Item>
        ))}
      </List>
      {page.company.key && (
        <Anchor component={Link} to={`/pub/index/${encodeURIComponent(page.company.key)}`} size="sm" mt="sm" display="inline-block">
          {t('publications.index', { name: page.company.name })}
        </Anchor>
      )}
    </SectionFrame>
  );
}
