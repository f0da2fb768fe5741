import { I18nProvider } from '@lingui/react';
import { data } from 'react-router';
import { site } from '~/lib/site';
import { createI18n } from '~/modules/i18n/catalog.server';
import { HTML_LANG, otherLocale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { pageMeta } from '~/modules/seo/meta';
import { NotFoundView } from '~/ui/layout/not-found-view';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/not-found';

// Any path no other route claims, in English (/anything, also /de/… and /fr-fr/…: no such language) or, under
// /fr/, in French. The page renders normally but the response says 404, so crawlers and monitoring see the
// truth (a "soft 404" with status 200 would be indexed). The screen itself is a server section: no code for
// it in the page (the error boundary loads its own).
export function loader({ context, request }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  const other = otherLocale(locale);
  // The other home page's link is written in its own language.
  const otherI18n = createI18n(context.catalogs, other);
  const view = (
    <I18nProvider i18n={i18n}>
      <NotFoundView
        homeHref={localizedPath('/', locale) ?? '/'}
        otherHome={{
          href: localizedPath('/', other) ?? '/',
          lang: HTML_LANG[other],
          label: otherI18n._('notFound.homeInThisLanguage'),
        }}
      />
    </I18nProvider>
  );
  const seo = {
    title: i18n._('meta.pageTitle', { title: i18n._('notFound.heading'), productName: site.productName }),
    description: i18n._('notFound.description'),
  };
  return data({ seo, ...serverSections(context, { view }) }, { status: 404 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.seo.title ?? `Page Not Found | ${site.productName}`,
    description: loaderData?.seo.description ?? "The page you're looking for could not be found.",
    noindex: true,
  });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <ServerHtml section={loaderData.view} />;
}
