import { useLingui } from '@lingui/react';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import { cn } from '~/ui/cn';
import type { MapPoint } from '../map-types';

export interface LocationMapProps {
  /** From buildRegionLocationMap: the region's outline, framed, and the pin. */
  map: { viewBox: string; regionName: string; d: string; pin: MapPoint; pinSize: number };
  /** Where a click goes: the maps service's search for the address (opens in a new tab). */
  href: string;
  /** What is shown, e.g. the partner's name and address: read to screen readers before the caption. */
  label: string;
  /** The region drawn, with its preposition: "of Quebec", "du Québec" (place-names ofRegion). */
  ofRegion: string;
  /** The visible caption under the drawing, e.g. 'Austin, Texas'. */
  caption: string;
  className?: string;
}

/** A teardrop pin of height 1 whose tip is at (0, 0); scaled to the map by `pinSize`. */
const PIN_PATH = 'M0,0C-0.18,-0.3 -0.38,-0.5 -0.38,-0.72A0.38,0.38 0 1 1 0.38,-0.72C0.38,-0.5 0.18,-0.3 0,0Z';

/**
 * A partner's location (spec §2 "a location map embed (a click opens the maps service)"), drawn on the
 * server as a small SVG of its state or province with a pin: nothing is loaded from a map provider until
 * the family asks for directions. The whole figure is one link with an accessible name, in the language of
 * the request's I18nProvider.
 */
export function LocationMap({ map, href, label, ofRegion, caption, className }: LocationMapProps) {
  const { i18n } = useLingui();
  const [x, y] = map.pin;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={cn(
        'group border-line hover:border-brand-400 block overflow-hidden rounded-xl border bg-white shadow-sm transition-colors',
        className,
      )}
    >
      {/* A fixed frame: the drawing never changes the page's height, whatever the region's shape. */}
      <div className="from-brand-50 bg-gradient-to-b to-white p-4">
        <svg
          viewBox={map.viewBox}
          preserveAspectRatio="xMidYMid meet"
          aria-hidden="true"
          focusable="false"
          className="block aspect-[16/10] h-auto w-full sm:aspect-[2/1]"
        >
          <path
            d={map.d}
            vectorEffect="non-scaling-stroke"
            className="fill-brand-100 stroke-brand-400 group-hover:fill-brand-200 stroke-[1.25] transition-colors"
          />
          <g transform={`translate(${x} ${y}) scale(${map.pinSize})`}>
            <ellipse cx="0" cy="0" rx="0.16" ry="0.06" className="fill-brand-900/30" />
            <path d={PIN_PATH} vectorEffect="non-scaling-stroke" className="fill-brand-700 stroke-white stroke-[1.5]" />
            <circle cx="0" cy="-0.72" r="0.14" className="fill-white" />
          </g>
        </svg>
      </div>
      <div className="border-line text-ink flex items-center justify-between gap-3 border-t px-4 py-3 text-base">
        <span className="flex min-w-0 items-center gap-2">
          <MapPin aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
          {/* The link's name is its visible text (WCAG 2.5.3) with the full address before it for screen readers. */}
          <span className="min-w-0">
            <span className="sr-only">{i18n._('map.label', { ofRegion, label })} </span>
            {caption}
          </span>
        </span>
        <span className="text-brand-700 flex shrink-0 items-center gap-1 font-semibold group-hover:underline">
          {i18n._('map.open')}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          <span className="sr-only"> {i18n._('link.opensInNewTab')}</span>
        </span>
      </div>
    </a>
  );
}
