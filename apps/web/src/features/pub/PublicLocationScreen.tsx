import { useParams } from 'react-router';
import { PublicPageView } from './PublicPageView';
import { PublicScreenFrame } from './PublicScreenFrame';
import { usePageMeta } from './usePageMeta';
import { usePublicPage } from './usePublicPage';

/** /pub/location/{key} and /pub/concept/{key}: a published location or concept publication, signed out. */
export default function PublicLocationScreen() {
  const { publication_key = '' } = useParams();
  const page = usePublicPage(publication_key);
  usePageMeta(page.data);
  return (
    <PublicScreenFrame screen="pub.location" pending={page.isPending} failed={page.isError}>
      {page.data && <PublicPageView page={page.data} mode="public" />}
    </PublicScreenFrame>
  );
}
