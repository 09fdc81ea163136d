import { Anchor, Container, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PublicCompanyIndex } from '@plotwise/contracts';
import { api } from '../../api/api';
import { publicationPath } from '../../lib/links';
import { PublicScreenFrame } from './PublicScreenFrame';

/** /pub/index/{company_key}: the company's published publications, each linking to its public page. */
export default function PublicIndexScreen() {
  const { t } = useTranslation();
  const { company_key = '' } = useParams();
  const company = useQuery({
    queryKey: ['pub-index', company_key],
    queryFn: () =>
      api.request<PublicCompanyIndex>('GET', `/companies/public/${encodeURIComponent(company_key)}`, {
        expected: [404],
      }),
    retry: false,
  });
  return (
    <PublicScreenFrame screen="pub.index" pending={company.isPending} failed={company.isError}>
      {company.data && (
        <Container size="md" py="xl">
          <Title order={1} size="h2">
            {t('publications.index', { name: company.data.name })}
          </Title>
          {company.data.publications.length ? (
            <List mt="md" spacing="xs" data-testid="pub-index">
              {company.data.publications.map((p) => (
                <List.Item key={p.key}>
                  <Anchor component={Link} to={publicationPath(p.type, p.key ?? '')}>
                    {p.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">{t('publications.sections.none')}</Text>
          )}
        </Container>
      )}
    </PublicScreenFrame>
  );
}
