import { titleFromSlug } from '~/lib/slug';
import { absoluteUrl } from './absolute-url';
import type { JsonLd } from './json-ld';

/** Spec §3 entity "Breadcrumb item". `url` is a site path ("/state/texas"). */
export interface BreadcrumbItem {
  name: string;
  url: string;
}

export interface BreadcrumbNames {
  /** Display names when the page knows better than the slug (a city's real spelling, "St. Louis"). */
  state?: string;
  city?: string;
  partner?: string;
}

/**
 * The breadcrumb trail of a public path (spec §2): 'Cremation Services' at /, then
 * '{State} Cremation Services', then '{City} Cremation Services', then the partner. /partner/{id} is
 * known too (label 'Partner Details'). Names default to the slug's title form (spec's display rule).
 */
export function breadcrumbsForPath(pathname: string, names: BreadcrumbNames = {}): BreadcrumbItem[] {
  const trail: BreadcrumbItem[] = [{ name: 'Cremation Services', url: '/' }];
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);

  if (segments[0] === 'partner' && segments[1]) {
    trail.push({ name: names.partner ?? 'Partner Details', url: `/partner/${encodeURIComponent(segments[1])}` });
    return trail;
  }
  if (segments[0] !== 'state' || !segments[1]) return trail;

  const stateUrl = `/state/${encodeURIComponent(segments[1])}`;
  trail.push({ name: `${names.state ?? titleFromSlug(segments[1])} Cremation Services`, url: stateUrl });
  if (segments[2] !== 'city' || !segments[3]) return trail;

  const cityUrl = `${stateUrl}/city/${encodeURIComponent(segments[3])}`;
  trail.push({ name: `${names.city ?? titleFromSlug(segments[3])} Cremation Services`, url: cityUrl });
  if (!segments[4]) return trail;

  trail.push({ name: names.partner ?? 'Partner Details', url: `${cityUrl}/${encodeURIComponent(segments[4])}` });
  return trail;
}

/** schema.org BreadcrumbList with absolute item URLs (search engines ignore relative ones). */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[], publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(publicUrl, item.url),
    })),
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
