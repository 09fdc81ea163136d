import { useParams } from 'react-router';
import { useScreenMatch } from '../../app/RootRoute';
import { PublicPageView } from '../publications/PublicPageView';
import { PublicScreenFrame } from './PublicScreenFrame';
import { usePageMeta } from './usePageMeta';
import { usePublicPage } from './usePublicPage';

/**
 * /pub/location/{key} and /pub/concept/{key}: a published location or concept publication, signed out. The state,
 * municipality, population-core and business-park pages show their publication the same way (generic sections).
 */
export default function PublicLocationScreen() {
  const { publication_key = '' } = useParams();
  const screen = useScreenMatch()?.handle.screen ?? 'pub.location';
  const page = usePublicPage(publication_key);
  usePageMeta(page.data);
  return (
    <PublicScreenFrame screen={screen} pending={page.isPending} failed={page.isError}>
      {page.data && <PublicPageView page={page.data} mode="public" />}
    </PublicScreenFrame>
  );
}
