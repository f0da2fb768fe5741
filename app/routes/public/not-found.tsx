import { data } from 'react-router';
import { site } from '~/lib/site';
import { pageMeta } from '~/modules/seo/meta';
import { NotFoundView } from '~/ui/layout/not-found-view';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/not-found';

// Any path no other route claims. The page renders normally but the response says 404, so crawlers and
// monitoring see the truth (a "soft 404" with status 200 would be indexed).
// The screen itself is a server section: no code for it in the page (the error boundary loads its own).
export function loader({ context }: Route.LoaderArgs) {
  return data(serverSections(context, { view: <NotFoundView /> }), { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Page Not Found | ${site.productName}`,
    description: "The page you're looking for could not be found.",
    noindex: true,
  });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <ServerHtml section={loaderData.view} />;
}
