import { useEffect } from 'react';
import { useBlocker, type Blocker, type Location } from 'react-router';
import { sameScreen } from './sameScreen';

/**
 * While `dirty`, holds back a navigation that leaves the screen (a menu click, the back button) until the user
 * decides, and asks the browser to warn before the tab closes or reloads. A move inside the screen (a map
 * view in the URL) passes; `allow` can let more through. Returns the blocker: `state === 'blocked'` asks.
 */
export function useUnsavedChangesGuard(dirty: boolean, allow?: (next: Location, current: Location) => boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !sameScreen(currentLocation, nextLocation) && !allow?.(nextLocation, currentLocation));

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers show the dialog only when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
