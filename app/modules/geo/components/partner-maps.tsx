import { cn } from '~/ui/cn';
import { densityLabels } from '../map-density';
import type { HomeMaps } from '../map-types';
import { DENSITY_FILLS, RegionMap, type RegionMapText } from './region-map';

const card = 'border-line rounded-xl border bg-white p-3 shadow-sm sm:p-5';

/** The maps' words in another language than English (built by the home loader); absent: English. */
export interface PartnerMapsText {
  usCaption: string;
  usTitle: string;
  canadaCaption: string;
  canadaTitle: string;
  legend: string;
  noneYet: string;
  map: RegionMapText;
}

/**
 * The home page's two maps (spec §2 Home), fed by loadHomeMaps. Side by side from lg, in columns whose
 * ratio gives the US (800×480) and Canada (690×590) drawings the same height. One legend for both: they
 * share the shades' bounds.
 */
export function PartnerMaps({
  maps,
  className,
  text,
}: {
  maps: HomeMaps;
  className?: string;
  text?: PartnerMapsText | null;
}) {
  return (
    <div className={className}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[10fr_7fr]">
        <RegionMap
          country="US"
          caption={text?.usCaption ?? 'United States'}
          title={text?.usTitle ?? 'Partner locations in the United States'}
          {...maps.us}
          text={text?.map}
          density={maps.density}
          className={card}
        />
        <RegionMap
          country="CA"
          caption={text?.canadaCaption ?? 'Canada'}
          title={text?.canadaTitle ?? 'Partner locations in Canada'}
          {...maps.canada}
          text={text?.map}
          density={maps.density}
          className={card}
        />
      </div>
      <DensityLegend bounds={maps.density} className="mt-4" text={text} />
    </div>
  );
}

function DensityLegend({
  bounds,
  className,
  text,
}: {
  bounds: readonly number[];
  className?: string;
  text?: PartnerMapsText | null;
}) {
  const swatch = 'inline-block size-4 shrink-0 rounded-sm border border-white/60';
  return (
    <div className={cn('text-muted flex flex-wrap items-center gap-x-4 gap-y-2 text-sm', className)}>
      <span className="text-ink font-semibold">{text?.legend ?? 'Partners per state or province:'}</span>
      <ul className="contents">
        {densityLabels(bounds).map((label, step) => (
          <li key={label} className="flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 16 16" className={swatch}>
              <rect width="16" height="16" className={DENSITY_FILLS[Math.min(step, DENSITY_FILLS.length - 1)]} />
            </svg>
            {label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 16 16" className={swatch}>
            <rect width="16" height="16" className="fill-brand-100" />
          </svg>
          {text?.noneYet ?? 'None yet'}
        </li>
      </ul>
    </div>
  );
}
