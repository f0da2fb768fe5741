import { site } from '~/lib/site';
import { pageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/search';

export function meta({ matches, location }: Route.MetaArgs) {
  const query = new URLSearchParams(location.search).get('q')?.trim() ?? '';
  return pageMeta(matches, {
    // Spec §2: 'Search Results for "{query}"', or 'Search Partners' with an empty query.
    title: query ? `Search Results for "${query}"` : 'Search Partners',
    description: `Search ${site.productName} partner funeral homes and cremation providers by city, state, business name or ZIP code.`,
    path: query ? `/search?q=${encodeURIComponent(query)}` : '/search',
  });
}

export default function Search() {
  return <ScreenPlaceholder heading="Search Partners" />;
}
