import LocateFixed from 'lucide-react/icons/locate-fixed';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { useHydrated } from '~/ui/use-hydrated';
import type { Coordinates } from './nearby-results';
import type { ContactAction } from './search-results';

// The results (cards, controls, the API call) are fetched on the tap: the button is all a page loads.
const loadNearbyResults = () => import('./nearby-results');
const NearbyResults = lazy(loadNearbyResults);

/** Said when the browser gives no position: refused, unavailable, timed out, or no geolocation at all. */
export const LOCATION_UNAVAILABLE = "We couldn't get your location. Type a city, ZIP or postal code instead.";

/** Long enough for a phone's first fix outdoors; a family is not kept waiting longer. */
const LOCATE_TIMEOUT_MS = 15_000;

type NearMeState =
  | { status: 'idle' | 'locating' | 'unavailable' }
  /** `search` counts taps, so a second tap searches again from the new position. */
  | { status: 'located'; position: Coordinates; search: number };

/**
 * "Use my location" (decision 027): asks the browser for the position only when tapped, keeps it in this
 * component's memory (never in a URL, storage or cookie) and shows the nearest partners below. The button
 * needs a script: until the page has hydrated it keeps its place but is invisible (no layout shift, and no
 * button that does nothing without JavaScript).
 */
export function NearMe({ contactAction, className }: { contactAction?: ContactAction; className?: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<NearMeState>({ status: 'idle' });
  const locating = state.status === 'locating';

  const locate = () => {
    if (locating) return;
    void loadNearbyResults();
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState((previous) => ({
          status: 'located',
          position: { latitude: coords.latitude, longitude: coords.longitude },
          search: previous.status === 'located' ? previous.search + 1 : 0,
        })),
      () => setState({ status: 'unavailable' }),
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  };

  return (
    <div className={className}>
      <Button
        variant="secondary"
        className={cn(!hydrated && 'invisible')}
        aria-disabled={locating || undefined}
        onClick={locate}
      >
        <LocateFixed aria-hidden="true" />
        {locating ? 'Finding your location...' : 'Use my location'}
      </Button>
      <div aria-live="polite">
        {state.status === 'unavailable' ? <p className="text-ink mt-3">{LOCATION_UNAVAILABLE}</p> : null}
      </div>
      {state.status === 'located' ? (
        <Suspense fallback={<p className="text-muted mt-6 text-lg">Finding partners near you...</p>}>
          <NearbyResults
            key={state.search}
            position={state.position}
            contactAction={contactAction}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
