import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { apiRequest } from '~/lib/api-client';
import type { DistanceUnit } from '~/modules/geo/distance-units';
import { formatDistance, formatNumber } from '~/modules/i18n/format';
import { isLocale, type Locale } from '~/modules/i18n/locales';
import { ClientI18nProvider } from '~/modules/i18n/client-i18n';
import { PartnerCardFacts } from '~/modules/partners/components/partner-card';
import { PartnerCardFrame } from '~/modules/partners/components/partner-card-frame';
import { localizedFiltersLabel } from '~/modules/partners/service-filter-labels';
import type { ServiceFilterKey } from '~/modules/partners/service-filters';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import type { NearbyResult, NearbySort } from '../nearby.schema';
import { formatRadius, RADIUS_STEPS, radiusReaching } from '../nearby-radius';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from '../search-limits';
import type { CardTapAction, ContactAction } from './search-results';

interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The page's language, from the picked messages' instance. */
function localeOf(i18n: I18n): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** A distance in the results' unit: miles only where the answer is in miles (a US position, in English). */
function formatAway(locale: Locale, miles: number, unit: DistanceUnit): string {
  return formatDistance(locale, miles, unit === 'mi' ? 'US' : 'CA');
}

/** Long enough for a phone's first fix outdoors; a family is not kept waiting longer. */
const LOCATE_TIMEOUT_MS = 15_000;

type Located = { status: 'locating' } | { status: 'unavailable' } | { status: 'located'; position: Coordinates };

/**
 * What this tab last showed near the family, per history entry, in memory only (decision 027: never in a URL,
 * storage or cookie; gone with the tab). Back to the entry shows it in the same render as the page, so the list
 * is in place when React Router restores the scroll position; the position is then asked again and the list
 * refreshed.
 */
interface ShownNearby {
  position: Coordinates;
  request: NearbyRequest;
  result: NearbyResult;
}
const shownPerEntry = new Map<string, ShownNearby>();
const ENTRIES_KEPT = 10;

function rememberShown(entryKey: string, shown: ShownNearby) {
  shownPerEntry.delete(entryKey);
  shownPerEntry.set(entryKey, shown);
  for (const oldest of shownPerEntry.keys()) {
    if (shownPerEntry.size <= ENTRIES_KEPT) break;
    shownPerEntry.delete(oldest);
  }
}

const samePosition = (a: Coordinates, b: Coordinates) => a.latitude === b.latitude && a.longitude === b.longitude;

/**
 * "Use my location" once tapped (decision 027): asks the browser for the position (the browser asks the
 * family), keeps it in this component's memory only (never in a URL, storage or cookie) and shows the
 * nearest partners. Without a position: one line saying so, and the search box above keeps working.
 */
export function NearbyResults({
  bringIntoView = false,
  services = [],
  contactAction,
  onCardTap,
}: {
  /**
   * Scrolls what the tap shows into view ("Finding your location...", then the results' heading): on a phone
   * they appear under the fold, and the tap seemed to do nothing. False when Back shows them again.
   */
  bringIntoView?: boolean;
  /** The page's filters (decision 028): the partners near the family pass them too. */
  services?: readonly ServiceFilterKey[];
  contactAction?: ContactAction;
  /** Told of a tap on a card's Call button (the page counts it, decision 034). */
  onCardTap?: CardTapAction;
}) {
  const { i18n } = useLingui();
  const entryKey = useLocation().key;
  const [located, setLocated] = useState<Located>(() => {
    const before = shownPerEntry.get(entryKey);
    if (before) return { status: 'located', position: before.position };
    return 'geolocation' in navigator ? { status: 'locating' } : { status: 'unavailable' };
  });

  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude };
        if (current)
          setLocated((was) =>
            was.status === 'located' && samePosition(was.position, position) ? was : { status: 'located', position },
          );
      },
      () => {
        if (current) setLocated({ status: 'unavailable' });
      },
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
    return () => {
      current = false;
    };
  }, []);

  const statusRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!bringIntoView) return;
    const heading = resultsRef.current?.querySelector('h2');
    // The heading at the very bottom is not yet the results: the list under it must have room to show.
    if (heading) scrollIntoViewIfHidden(heading, 'start', 2 / 3);
    else if (statusRef.current) scrollIntoViewIfHidden(statusRef.current, 'nearest');
  }, [bringIntoView, located.status]);

  return (
    <>
      <div aria-live="polite" ref={statusRef}>
        {located.status === 'locating' ? <p className="text-muted mt-3 text-lg">{i18n._('nearMe.finding')}</p> : null}
        {located.status === 'unavailable' ? (
          <p className="text-ink mt-3 text-lg">{i18n._('nearMe.unavailable')}</p>
        ) : null}
      </div>
      {located.status === 'located' ? (
        <div ref={resultsRef}>
          <PartnersNear
            position={located.position}
            services={services}
            contactAction={contactAction}
            onCardTap={onCardTap}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * Scrolls an element into view unless it is in view already, above `lowest` (a share of the screen's height
 * from its top), without motion for those who asked for none.
 */
function scrollIntoViewIfHidden(element: Element, block: ScrollLogicalPosition, lowest = 1) {
  const { top, bottom } = element.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight * lowest) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block, behavior: still ? 'auto' : 'smooth' });
}

/** What the family asked for; the first search leaves radius and unit to the server (by the position). */
interface NearbyRequest {
  radius?: number;
  unit?: DistanceUnit;
  sort: NearbySort;
}

/** The body of POST /api/search/nearby for one request, less the page (offset and limit). */
type NearbyBody = Coordinates & NearbyRequest & { services: string[]; locale: Locale };

function requestNearby(body: NearbyBody & { offset?: number; limit?: number }, signal: AbortSignal) {
  return apiRequest<NearbyResult>('/api/search/nearby', { method: 'POST', body, signal });
}

function nearbyBody(position: Coordinates, request: NearbyRequest, filterKeys: string, locale: Locale): NearbyBody {
  const services = filterKeys === '' ? [] : filterKeys.split(',');
  return { latitude: position.latitude, longitude: position.longitude, ...request, services, locale };
}

/** `page` after `shown` ("Show more"): one list, the cards' words for both, the latest count. */
function appendPage(shown: NearbyResult, page: NearbyResult): NearbyResult {
  const known = new Set(shown.partners.map((partner) => partner.id));
  return {
    ...shown,
    total: page.total,
    partners: [...shown.partners, ...page.partners.filter((partner) => !known.has(partner.id))],
    closedToday: [...(shown.closedToday ?? []), ...(page.closedToday ?? [])],
    cardActions: { ...shown.cardActions, ...page.cardActions },
    cardStateNames: { ...shown.cardStateNames, ...page.cardStateNames },
  };
}

/**
 * The nearest `wanted` (at least one page): Back to a list the family had lengthened with "Show more" asks
 * for as many again, in pages the API allows, so the list keeps its length and the scroll position holds.
 */
async function requestNearest(body: NearbyBody, wanted: number, signal: AbortSignal): Promise<NearbyResult> {
  let result = await requestNearby({ ...body, limit: Math.min(wanted, MAX_SEARCH_LIMIT) }, signal);
  const { radius, unit } = result;
  while (result.partners.length < Math.min(wanted, result.total)) {
    const offset = result.partners.length;
    const limit = Math.min(wanted - offset, MAX_SEARCH_LIMIT);
    const page = await requestNearby({ ...body, radius, unit, offset, limit }, signal);
    if (page.partners.length === 0) break;
    result = appendPage(result, page);
  }
  return result;
}

/** "Show more": loading the next page, or it failed (the button stays to try again). */
type MoreState = { key: string } & (
  { status: 'idle' | 'loading' | 'failed' } | { status: 'added'; count: number; from: number }
);

/** The answer to one request (`key`): while the key differs from the current request's, that one is loading. */
interface Answer {
  key: string;
  failed: boolean;
}

/**
 * The partners nearest the position as compact result cards with their distance in miles or kilometres, a
 * radius to widen and a sort. The position goes to the server in a POST body only.
 */
function PartnersNear({
  position,
  services,
  contactAction,
  onCardTap,
}: {
  position: Coordinates;
  services: readonly ServiceFilterKey[];
  contactAction?: ContactAction;
  onCardTap?: CardTapAction;
}) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const location = useLocation();
  const [before] = useState(() => shownPerEntry.get(location.key));
  // Kilometres on a French page wherever the family is (decision 033); in English, the position's country decides.
  const [request, setRequest] = useState<NearbyRequest>(
    () => before?.request ?? (locale === 'fr' ? { sort: 'distance', unit: 'km' } : { sort: 'distance' }),
  );
  const [attempt, setAttempt] = useState(0);
  const filterKeys = services.join(',');
  const key = `${JSON.stringify(request)}#${filterKeys}#${attempt}`;
  const [answer, setAnswer] = useState<Answer | null>(() => (before ? { key, failed: false } : null));
  // The last result stays on screen, dimmed, while the next one loads.
  const [shown, setShown] = useState<NearbyResult | null>(before?.result ?? null);
  const headingId = useId();
  // "Show more" of the list on screen: another request (key) starts again from one page.
  const [moreOfKey, setMore] = useState<MoreState>({ key, status: 'idle' });
  const more: MoreState = moreOfKey.key === key ? moreOfKey : { key, status: 'idle' };
  const moreRequest = useRef<AbortController | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Back to this entry asks for as many as were shown; another request for one page.
  const [restored] = useState(() => (before ? { key, length: before.result.partners.length } : null));

  // Only an answer to the current request: after a change of filters, not the previous filters' list.
  const current = answer?.key === key && !answer.failed;
  useEffect(() => {
    if (shown && current) rememberShown(location.key, { position, request, result: shown });
  }, [current, location.key, position, request, shown]);

  useEffect(() => {
    const controller = new AbortController();
    moreRequest.current?.abort();
    const wanted = restored?.key === key ? Math.max(DEFAULT_SEARCH_LIMIT, restored.length) : DEFAULT_SEARCH_LIMIT;
    requestNearest(nearbyBody(position, request, filterKeys, locale), wanted, controller.signal).then(
      (result) => {
        setAnswer({ key, failed: false });
        setShown(result);
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key, failed: true });
      },
    );
    return () => controller.abort();
  }, [position, request, filterKeys, locale, key, restored]);

  const loading = answer?.key !== key;
  const failed = !loading && answer.failed;
  const change = (next: Partial<NearbyRequest>) =>
    setRequest((current) => ({ ...current, unit: shown?.unit, radius: shown?.radius, ...next }));

  const showMore = () => {
    if (!shown || more.status === 'loading') return;
    const controller = new AbortController();
    moreRequest.current?.abort();
    moreRequest.current = controller;
    const from = shown.partners.length;
    setMore({ key, status: 'loading' });
    // The same search as the list on screen: its radius and unit, the next page of the nearest.
    requestNearby(
      {
        ...nearbyBody(position, request, filterKeys, locale),
        radius: shown.radius,
        unit: shown.unit,
        offset: from,
        limit: DEFAULT_SEARCH_LIMIT,
      },
      controller.signal,
    ).then(
      (page) => {
        if (controller.signal.aborted) return;
        setShown((current) => (current ? appendPage(current, page) : current));
        setMore({ key, status: 'added', count: page.partners.length, from });
      },
      () => {
        if (!controller.signal.aborted) setMore({ key, status: 'failed' });
      },
    );
  };

  // Keyboard and screen-reader users land on the first card added, where reading goes on.
  useEffect(() => {
    if (moreOfKey.status !== 'added' || moreOfKey.count === 0) return;
    const card = listRef.current?.querySelectorAll(':scope > ul > li')[moreOfKey.from];
    card?.querySelector<HTMLElement>('h3 a')?.focus();
  }, [moreOfKey]);
  const remaining = shown ? Math.max(0, shown.total - shown.partners.length) : 0;

  return (
    <section aria-labelledby={headingId} aria-busy={loading || undefined} className="mt-6 text-left">
      <h2 id={headingId} className="text-ink text-2xl font-semibold sm:text-3xl">
        {services.length > 0
          ? i18n._('nearMe.headingFiltered', { filters: localizedFiltersLabel(i18n, services) })
          : i18n._('nearMe.heading')}
      </h2>
      <div aria-live="polite" className="mt-2 min-h-7">
        {failed ? (
          <p className="text-ink text-lg">
            {i18n._('nearMe.failed')}{' '}
            <Button variant="link" className="text-lg" onClick={() => setAttempt((count) => count + 1)}>
              {i18n._('nearMe.tryAgain')}
            </Button>
          </p>
        ) : loading && !shown ? (
          <p className="text-muted text-lg">{i18n._('nearMe.findingPartners')}</p>
        ) : shown ? (
          <Summary result={shown} />
        ) : null}
      </div>
      {shown ? (
        <div className={cn('transition-opacity', loading && 'opacity-50')}>
          <Controls
            unit={shown.unit}
            radius={request.radius ?? shown.radius}
            sort={request.sort}
            disabled={loading}
            onChange={change}
          />
          <div ref={listRef}>
            <NearbyCards partners={shown.partners} result={shown} contactAction={contactAction} onCardTap={onCardTap} />
          </div>
          <ShowMore more={more} remaining={remaining} result={shown} disabled={loading} onShowMore={showMore} />
          {shown.total === 0 ? (
            <NearestAnywhere
              result={shown}
              onWiden={(radius) => change({ radius })}
              contactAction={contactAction}
              onCardTap={onCardTap}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * Under the list when more are within the radius: how many, and a button for the next page. What was added
 * is said in a live region (focus moves to the first new card too).
 */
function ShowMore({
  more,
  remaining,
  result,
  disabled,
  onShowMore,
}: {
  more: MoreState;
  remaining: number;
  result: NearbyResult;
  disabled: boolean;
  onShowMore: () => void;
}) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const within = formatRadius(result.radius, result.unit, locale);
  return (
    <div className="mt-6 flex flex-col items-start gap-3">
      <div aria-live="polite">
        {more.status === 'added' ? (
          <p className="text-muted text-lg">
            {i18n._('nearMe.added', { count: more.count })}
            {remaining > 0
              ? ` ${i18n._('nearMe.remaining', { count: remaining, radius: within })}`
              : ` ${i18n._('nearMe.allShown')}`}
          </p>
        ) : null}
        {more.status === 'failed' ? <p className="text-ink text-lg">{i18n._('nearMe.moreFailed')}</p> : null}
      </div>
      {remaining > 0 ? (
        <>
          {more.status !== 'added' ? (
            <p className="text-muted text-lg">{i18n._('nearMe.remaining', { count: remaining, radius: within })}</p>
          ) : null}
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            aria-disabled={disabled || more.status === 'loading' || undefined}
            onClick={disabled ? undefined : onShowMore}
          >
            {more.status === 'loading'
              ? i18n._('nearMe.loadingMore')
              : i18n._('nearMe.showMore', { count: formatNumber(locale, Math.min(remaining, DEFAULT_SEARCH_LIMIT)) })}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** Compact result cards with their distances; their words come from the messages the API picked. */
function NearbyCards({
  partners,
  result,
  contactAction,
  onCardTap,
}: {
  partners: NearbyResult['partners'];
  result: NearbyResult;
  contactAction?: ContactAction;
  onCardTap?: CardTapAction;
}) {
  if (partners.length === 0) return null;
  return (
    <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {partners.map((partner) => {
        const facts = (
          <PartnerCardFacts
            partner={partner}
            variant="compact"
            distanceMiles={partner.distanceMiles}
            distanceUnit={result.unit}
            closedToday={result.closedToday?.includes(partner.id)}
            stateName={result.cardStateNames?.[partner.id]}
          />
        );
        return (
          <li key={partner.id}>
            <PartnerCardFrame
              partner={partner}
              variant="compact"
              // The facts read their words from the messages the API picked (decision 033); the page's
              // own messages stay around the card's button.
              facts={
                result.cardMessages ? (
                  <ClientI18nProvider messages={result.cardMessages}>{facts}</ClientI18nProvider>
                ) : (
                  facts
                )
              }
              inquiryAction={contactAction?.(partner)}
              actionText={result.cardActions?.[partner.id]}
              onTap={onCardTap}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The smallest radius step that reaches the nearest partner; null when none does (or none is located). */
function radiusToNearest({ nearestMiles, unit }: NearbyResult): number | null {
  return nearestMiles === null ? null : radiusReaching(nearestMiles, unit);
}

/** How many are within the radius, or none and how far the nearest is. */
function Summary({ result }: { result: NearbyResult }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const { total, partners, radius, unit, nearestMiles } = result;
  const within = formatRadius(radius, unit, locale);
  if (total > 0) {
    return (
      <p className="text-muted text-lg">
        {result.sort === 'name'
          ? i18n._('nearMe.withinByName', { count: total, radius: within })
          : i18n._('nearMe.within', { count: total, radius: within })}
        {total > partners.length
          ? ` ${i18n._('nearMe.showingNearest', { count: formatNumber(locale, partners.length) })}`
          : null}
      </p>
    );
  }
  return (
    <p className="text-ink text-lg">
      {i18n._('nearMe.none', { radius: within })}
      {nearestMiles !== null
        ? ` ${i18n._('nearMe.nearestIs', { distance: formatAway(locale, nearestMiles, unit) })}`
        : null}
      {radiusToNearest(result) === null ? ` ${i18n._('nearMe.searchElsewhere')}` : null}
    </p>
  );
}

/**
 * None within the radius: the few nearest at any distance at once, with their distances, as a typed place
 * without partners lists them; then the one tap to the radius that reaches them, for the rest.
 */
function NearestAnywhere({
  result,
  onWiden,
  contactAction,
  onCardTap,
}: {
  result: NearbyResult;
  onWiden: (radius: number) => void;
  contactAction?: ContactAction;
  onCardTap?: CardTapAction;
}) {
  const { i18n } = useLingui();
  const wider = radiusToNearest(result);
  return (
    <>
      {result.nearest.length > 0 ? (
        <>
          <h3 className="text-ink mt-6 text-xl font-semibold">{i18n._('nearMe.nearestHeading')}</h3>
          <NearbyCards partners={result.nearest} result={result} contactAction={contactAction} onCardTap={onCardTap} />
        </>
      ) : null}
      {wider !== null ? (
        <Button variant="secondary" className="mt-6 w-full whitespace-normal sm:w-auto" onClick={() => onWiden(wider)}>
          {i18n._('nearMe.widen', { radius: formatRadius(wider, result.unit, localeOf(i18n)) })}
        </Button>
      ) : null}
    </>
  );
}

function Controls({
  unit,
  radius,
  sort,
  disabled,
  onChange,
}: {
  unit: DistanceUnit;
  radius: number;
  sort: NearbySort;
  disabled: boolean;
  onChange: (next: Partial<NearbyRequest>) => void;
}) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const radiusId = useId();
  const sortId = useId();
  return (
    <div className="mt-4 flex flex-wrap gap-4">
      <div className="flex items-center gap-2">
        <Label htmlFor={radiusId} className="shrink-0">
          {i18n._('nearMe.radius')}
        </Label>
        <Select
          id={radiusId}
          value={radius}
          aria-disabled={disabled || undefined}
          onChange={(event) => onChange({ radius: Number(event.target.value) })}
          className="w-32"
        >
          {RADIUS_STEPS[unit].map((step) => (
            <option key={step} value={step}>
              {formatRadius(step, unit, locale)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={sortId} className="shrink-0">
          {i18n._('nearMe.sort')}
        </Label>
        <Select
          id={sortId}
          value={sort}
          aria-disabled={disabled || undefined}
          onChange={(event) => onChange({ sort: event.target.value === 'name' ? 'name' : 'distance' })}
          className="w-44"
        >
          <option value="distance">{i18n._('nearMe.sortDistance')}</option>
          <option value="name">{i18n._('nearMe.sortName')}</option>
        </Select>
      </div>
    </div>
  );
}
