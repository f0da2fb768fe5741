import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { densityStep } from '../map-density';
import { mapDotsMarkup } from '../map-dots';
import { MAP_SPRITES, MAP_VIEWBOXES } from '../map-outlines';
import { frameOfViewBox } from '../map-view';
import { CANADIAN_PROVINCES, type CountryCode, findRegionBySlug, type Region, US_STATES } from '../regions';
import { useMapView } from './use-map-view';

/** Spec §7: map dots have radius 3 (viewBox units, at zoom 1). */
const DOT_RADIUS = 3;

/**
 * Zooming in magnifies the outlines by `zoom` but the dots only by its square root: a cluster opens up
 * into separate dots instead of turning into overlapping discs.
 */
const dotRadiusAt = (zoom: number) => Math.round((DOT_RADIUS / Math.sqrt(zoom)) * 100) / 100;

/**
 * The map's words in another language than English, built by the page's loader (names, "{Region}: {n}
 * partners" with its plural, and the address of each region with partners in that language). Absent: English.
 */
export interface RegionMapText {
  zoomIn: string;
  zoomOut: string;
  reset: string;
  smallOnMap: string;
  /** By English slug, for the regions with partners. */
  regions: Record<string, { name: string; label: string; to: string }>;
}

export interface RegionMapProps {
  country: CountryCode;
  /** The map's accessible name, e.g. 'Partner locations in the United States'. */
  title: string;
  /** Active partners per state or province slug; a region absent or at 0 is drawn but not a link. */
  regions: Record<string, number>;
  /** Partner locations in the map's viewBox units, as map-dots.ts writes them (see buildMapDots). */
  dots: string;
  /** A short visible name shown beside the zoom buttons, e.g. 'United States'. */
  caption?: ReactNode;
  /** Regions with partners too small to tap on the drawing: offered as links below it. */
  small?: readonly string[];
  /** Lower bounds of the shades by partners per region (map-density.ts); one shade without them. */
  density?: readonly number[];
  className?: string;
  text?: RegionMapText;
}

/*
 * Colours (WCAG 1.4.11, 3:1 for shapes that carry meaning): a region with partners is brand-500 to
 * brand-800 by how many (DENSITY_FILLS), each at least 3.7:1 against one without (brand-100) and 4.5:1
 * against the white card; the shade adds to the name and count each link carries, never replaces them.
 * Hover and keyboard focus light the region (brand-300) inside a dark outline drawn over its neighbours, so it
 * stands out from dark and light neighbours alike. Dots are brand-50 with a dark rim, visible on every shade.
 */
export const DENSITY_FILLS = ['fill-brand-500', 'fill-brand-600', 'fill-brand-700', 'fill-brand-800'] as const;

const partnersLabel = (count: number) => `${count} ${count === 1 ? 'partner' : 'partners'}`;

/** Each map's regions in the order of regions.ts (alphabetical): the sprite's order and the tab order. */
const MAP_REGIONS: Record<CountryCode, readonly Region[]> = { US: US_STATES, CA: CANADIAN_PROVINCES };

/**
 * A clickable map (spec §2 Home): regions with partners are links to /state/{slug}, named
 * "{Region}: {n} partners" and reachable by Tab in alphabetical order; the others are muted and inert.
 * The page lists the same regions as links too (spec: 'Browse by State'), so the map is never the only way.
 */
export function RegionMap({
  country,
  title,
  regions,
  dots,
  caption,
  small = [],
  density = [1],
  className,
  text,
}: RegionMapProps) {
  const sprite = MAP_SPRITES[country];
  // The region under the pointer or keyboard focus, named above the drawing (a name on a tiny region would cover its neighbours).
  const [active, setActive] = useState<{ slug: string; label: string } | null>(null);
  const frame = frameOfViewBox(MAP_VIEWBOXES[country]);
  const map = useMapView(frame);
  const dotRadius = dotRadiusAt(map.zoom);
  // One string, not ~900 elements (mapDotsMarkup); React writes it again only when zooming changes the radius.
  const dotsMarkup = mapDotsMarkup(dots, dotRadius);

  return (
    // A region named for its map: with two maps on a page, each one's zoom buttons are told apart by it.
    <section aria-label={title} className={cn('flex flex-col gap-2', className)}>
      {/* Above the drawing, not over it: an overlay would hide New England and the Maritimes on a phone. */}
      <div className="flex items-center gap-2">
        {/* The name wraps inside its place (two lines fit the buttons' height): the buttons never move under the pointer. */}
        <div className="min-w-0 flex-1 text-sm font-semibold [overflow-wrap:anywhere]">
          {active ? (
            // The link's own name says this to assistive technology already.
            <span aria-hidden="true" className="text-ink">
              {active.label}
            </span>
          ) : (
            <span className="text-muted tracking-wide uppercase">{caption}</span>
          )}
        </div>
        <MapButton label={text?.zoomIn ?? 'Zoom in'} disabled={!map.canZoomIn} onClick={map.zoomIn}>
          <Plus aria-hidden />
        </MapButton>
        <MapButton label={text?.zoomOut ?? 'Zoom out'} disabled={!map.canZoomOut} onClick={map.zoomOut}>
          <Minus aria-hidden />
        </MapButton>
        <MapButton label={text?.reset ?? 'Reset'} disabled={!map.canZoomOut} onClick={map.reset}>
          <RotateCcw aria-hidden />
        </MapButton>
      </div>
      <svg
        role="group"
        aria-label={title}
        {...map.svgProps}
        style={{ ...map.svgProps.style, aspectRatio: `${frame.width} / ${frame.height}` }}
        className="block h-auto w-full select-none"
      >
        <title>{title}</title>
        {/* Each outline is a path of the country's sprite (map-outlines.ts); the <use> gives it its colours. */}
        {MAP_REGIONS[country].map((region) => {
          const count = regions[region.slug] ?? 0;
          if (count <= 0) {
            return (
              <use
                key={region.slug}
                href={`${sprite}#${region.slug}`}
                aria-hidden="true"
                className="fill-brand-100 stroke-white stroke-[0.75]"
              />
            );
          }
          const translated = text?.regions[region.slug];
          const label = translated?.label ?? `${region.name}: ${partnersLabel(count)}`;
          const show = () => setActive({ slug: region.slug, label });
          const hide = () => setActive((current) => (current?.slug === region.slug ? null : current));
          return (
            <Link
              key={region.slug}
              to={translated?.to ?? `/state/${region.slug}`}
              aria-label={label}
              className="group outline-none"
              onPointerEnter={show}
              onPointerLeave={hide}
              onFocus={show}
              onBlur={hide}
            >
              <use
                href={`${sprite}#${region.slug}`}
                className={cn(
                  DENSITY_FILLS[Math.min(densityStep(count, density), DENSITY_FILLS.length - 1)],
                  'group-hover:fill-brand-300 group-focus-visible:fill-brand-300 stroke-white stroke-[0.75] transition-colors',
                )}
              />
            </Link>
          );
        })}
        {/* The active region's outline over its neighbours, which would otherwise cover half of it. */}
        {active ? (
          <use
            href={`${sprite}#${active.slug}`}
            aria-hidden="true"
            className="stroke-brand-900 pointer-events-none fill-none stroke-[3]"
          />
        ) : null}
        <g
          aria-hidden="true"
          className="fill-brand-50 stroke-brand-900/70 pointer-events-none stroke-[0.6]"
          dangerouslySetInnerHTML={{ __html: dotsMarkup }}
        />
      </svg>
      {small.length > 0 ? <SmallRegionLinks slugs={small} regions={regions} text={text} /> : null}
    </section>
  );
}

/** The regions too small to tap on the drawing, as ordinary links right under it. */
function SmallRegionLinks({
  slugs,
  regions,
  text,
}: {
  slugs: readonly string[];
  regions: Record<string, number>;
  text: RegionMapText | undefined;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
      <span className="text-muted mr-1">{text?.smallOnMap ?? 'Small on the map:'}</span>
      {slugs.map((slug) => {
        const region = findRegionBySlug(slug);
        if (!region) return null;
        const translated = text?.regions[slug];
        return (
          <Link
            key={slug}
            to={translated?.to ?? `/state/${slug}`}
            title={translated?.name ?? region.name}
            className="text-brand-800 hover:bg-brand-50 border-line inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border bg-white px-2 font-semibold"
          >
            {/* The name in full for screen readers, from the content (not aria-label) so it never contradicts what is seen. */}
            <span aria-hidden="true">{region.abbreviation}</span>
            <span className="sr-only">
              {translated ? (
                translated.label
              ) : (
                <>
                  {region.name}: {partnersLabel(regions[slug] ?? 0)}
                </>
              )}
            </span>
          </Link>
        );
      })}
    </div>
  );
}

interface MapButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * aria-disabled rather than disabled: a keyboard user who zooms to the limit keeps focus on the button
 * instead of being dropped to the top of the page.
 */
function MapButton({ label, disabled, onClick, children }: MapButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      title={label}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      className="size-11 px-0 aria-disabled:cursor-default aria-disabled:opacity-50"
    >
      {children}
    </Button>
  );
}
