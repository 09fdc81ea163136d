import { Alert, Center } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { PublicPublication } from '@plotwise/contracts';
import { api } from '../../api/api';
import { hasPublicPage, publicationPath, publicationTarget } from '../../lib/links';
import PublicLocationScreen from './PublicLocationScreen';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

/**
 * /pub/publication/{key}: looks up the publication's type and replaces itself with that public page. A plain survey
 * has no page of its own (spec: "Publication type to public page"), so it is shown here, with the generic sections.
 */
export default function PublicationRedirectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { publication_key = '', location_key } = useParams();
  const publication = useQuery({
    queryKey: ['publication-public', publication_key],
    queryFn: () =>
      api.request<PublicPublication>('GET', `/publications/public/${encodeURIComponent(publication_key)}`, {
        expected: [404],
      }),
    retry: false,
  });
  const type = publication.data?.type;
  const known = hasPublicPage(type);
  const here = type === 'survey';
  useEffect(() => {
    if (!publication.data || here) return;
    // An unknown type would map back to this very page; stay and say so instead of looping.
    if (!known) {
      publicationPath(type, publication_key);
      return;
    }
    void navigate(publicationTarget(type, publication_key, location_key), { replace: true });
  }, [publication.data, here, known, type, publication_key, location_key, navigate]);

  if (here) return <PublicLocationScreen />;
  return (
    <Center mih="50vh" p="xl" data-screen="pub.publication">
      {publication.isPending && <LoadingIndicator label={t('common.loading')} />}
      {publication.isError && (
        <Alert color="yellow" role="alert">
          {t('pub.notFound')}
        </Alert>
      )}
      {publication.data && !known && (
        <Alert color="yellow" role="alert">
          {t('pub.unknownType')}
        </Alert>
      )}
    </Center>
  );
}
