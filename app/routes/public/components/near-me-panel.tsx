import { lazy } from 'react';
import { NearMe } from '~/modules/search/components/near-me';

// The position, the API call and the cards come on the tap (first-load JavaScript budget, decision 006).
const loadNearbyPartners = () => import('./nearby-partners');
const NearbyPartners = lazy(loadNearbyPartners);
const preload = () => void loadNearbyPartners();

/** "Use my location" on the home and search pages (decision 027). */
export function NearMePanel({ className }: { className?: string }) {
  return <NearMe className={className} preload={preload} results={(search) => <NearbyPartners key={search} />} />;
}
