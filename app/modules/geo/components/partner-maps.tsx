import { cn } from '~/ui/cn';
import type { HomeMaps } from '../map-types';
import { RegionMap } from './region-map';

const card = 'border-line rounded-xl border bg-white p-3 shadow-sm sm:p-5';

/**
 * The home page's two maps (spec §2 Home), fed by loadHomeMaps. Side by side from lg, in columns whose
 * ratio gives the US (800×480) and Canada (690×590) drawings the same height.
 */
export function PartnerMaps({ maps, className }: { maps: HomeMaps; className?: string }) {
  return (
    <div className={cn('grid grid-cols-1 gap-6 lg:grid-cols-[10fr_7fr]', className)}>
      <RegionMap
        country="US"
        caption="United States"
        title="Partner locations in the United States"
        {...maps.us}
        className={card}
      />
      <RegionMap country="CA" caption="Canada" title="Partner locations in Canada" {...maps.canada} className={card} />
    </div>
  );
}
