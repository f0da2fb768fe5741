import { type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import type { NearMeText } from '../search-text';

const subscribeToNothing = () => () => {};

/**
 * Marks the current history entry as one where the family asked for partners near them. The flag lives in
 * the entry's own state, beside React Router's keys: a new visit to the page is a new entry without it.
 */
function rememberNearMe() {
  window.history.replaceState({ ...(window.history.state as object | null), nearMe: true }, '');
}
const askedNearMe = () => (window.history.state as { nearMe?: unknown } | null)?.nearMe === true;

/** The button's id: a search for "near me" links to it (UnplacedNote). */
export const NEAR_ME_ID = 'near-me';

const isClient = () => true;
const isServer = () => false;

/**
 * The "Use my location" button (decision 027). All it does is mount `results(search)`: a lazy module that
 * asks the browser for the position and shows the nearest partners (NearbyResults), so a page's first load
 * carries the button and nothing more. `search` counts taps: each tap asks for the position again. The
 * button needs a script: until the page has hydrated it keeps its place but is invisible (no layout shift,
 * and no button that does nothing without JavaScript). Back to a page where the family had tapped it shows
 * the results again (decision 027): the position is asked anew, never kept.
 */
export function NearMe({
  results,
  preload,
  className,
  text,
}: {
  results: (search: number) => ReactNode;
  /** Fetches the results' code on intent (pointer over, focus, touch), before the tap lands. */
  preload: () => void;
  className?: string;
  /** The words in the page's language (nearMeText, from the page's loader). */
  text: NearMeText;
}) {
  // False in the server render and until hydration, true after.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const [search, setSearch] = useState(0);
  // The history entry remembers a tap (Back to this page), read after hydration like `hydrated`.
  const askedBefore = useSyncExternalStore(subscribeToNothing, askedNearMe, isServer);
  const asked = search > 0 || askedBefore;
  return (
    // Marked once asked, so a page's note asking for the location can step aside (UnplacedNote).
    <div className={className} data-near-me-asked={asked || undefined}>
      <Button
        id={NEAR_ME_ID}
        variant="secondary"
        className={cn('w-full sm:w-auto', !hydrated && 'invisible')}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          rememberNearMe();
          setSearch((count) => count + 1);
        }}
      >
        {text.button}
      </Button>
      {asked ? (
        <Suspense fallback={<p className="text-muted mt-3 text-lg">{text.finding}</p>}>{results(search)}</Suspense>
      ) : null}
    </div>
  );
}
