import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEntityDetail } from '../../api/queries';
import { useSession } from '../../api/session';
import { locationPath } from '../../lib/links';
import { useCurrentContext } from '../currentContext';

/**
 * The location the user works on, from the route. The route guard's one rule lives here: a location that
 * is not loaded yet is fetched, and only while a user is signed in (the query cache knows what is loaded).
 */
export function CurrentLocation() {
  const { t } = useTranslation();
  const { locationId } = useCurrentContext();
  const { data: session } = useSession();
  const signedIn = !!session;
  const location = useEntityDetail('locations', signedIn ? locationId : undefined, 1);
  if (!locationId || !signedIn) return null;
  if (location.isError) return null;
  return (
    <Text size="sm" c="dimmed" truncate maw={320} data-testid="current-location" visibleFrom="xs">
      {t('layout.currentLocation')}:{' '}
      {location.data ? (
        // underlined: a link inside text must not rely on colour alone (axe link-in-text-block)
        <Anchor component={Link} to={locationPath(location.data)} size="sm" underline="always">
          {location.data.name || `#${location.data.id}`}
        </Anchor>
      ) : (
        '…'
      )}
    </Text>
  );
}
