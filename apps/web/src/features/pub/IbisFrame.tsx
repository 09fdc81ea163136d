import { Anchor, Box, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IbisIndex } from '@plotwise/contracts';
import { companyColors, PublicHeader } from '../publications/PublicHeader';
import '../publications/publicPage.css';

/** One step back: its label and where it leads (the last crumb, the current step, has no link). */
export interface Crumb {
  label: string;
  to?: string;
}

/** The IBIS survey's page: the company's header in its style, the way back (breadcrumbs), then the step. */
export function IbisFrame({
  head,
  crumbs,
  children,
}: {
  head: Pick<IbisIndex, 'publication' | 'company'>;
  crumbs: Crumb[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const style = companyColors(head.company);
  return (
    <Box className="pub-page" data-testid="public-page" style={{ color: style.textColor, background: '#fff' }}>
      <PublicHeader company={head.company} title={head.publication.name || t('pub.ibis.title')} />
      <Container size="md" px="lg" py="sm">
        {/* plain HTML, not Mantine's Breadcrumbs: the public entry loads only the CSS of the components it uses */}
        {crumbs.length > 1 && (
          <nav className="pub-no-print" aria-label={t('pub.ibis.steps')} data-testid="ibis-crumbs">
            <ol className="pub-crumbs">
              {crumbs.map((c) => (
                <li key={c.label}>
                  {c.to ? (
                    <Anchor component={Link} to={c.to}>
                      {c.label}
                    </Anchor>
                  ) : (
                    <Text span aria-current="page">
                      {c.label}
                    </Text>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        {children}
      </Container>
    </Box>
  );
}
