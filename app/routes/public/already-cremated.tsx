import { I18nProvider, Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { site } from '~/lib/site';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { pageMeta } from '~/modules/seo/meta';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import { Input } from '~/ui/input';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/already-cremated';
import { PageHero } from './components/page-hero';

/*
 * For a family that already has the ashes (decision 028): how a partner that accepts remains cremated
 * elsewhere helps, and the way to those partners (the `already-cremated` filter). Words only, rendered on
 * the server (a server section) in the page's language; the search is a plain GET form that works without
 * JavaScript.
 */

// The English path: pageMeta makes the French canonical and the alternates from it.
const PATH = '/already-cremated';

export function loader({ context, request }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  const productName = site.productName;
  const path = (englishPath: string) => localizedPath(englishPath, locale) ?? englishPath;
  return {
    seo: {
      title: i18n._('alreadyCremated.metaTitle', { title: i18n._('alreadyCremated.title'), productName }),
      description: i18n._('alreadyCremated.description', { productName }),
      path: PATH,
    },
    ...serverSections(context, {
      page: (
        <I18nProvider i18n={i18n}>
          <AlreadyCrematedPage home={path('/')} self={path(PATH)} search={path('/search')} />
        </I18nProvider>
      ),
    }),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    loaderData?.seo ?? { title: `Already Have the Ashes? | ${site.productName}`, description: '', path: PATH },
  );
}

export default function AlreadyCremated({ loaderData }: Route.ComponentProps) {
  return <ServerHtml section={loaderData.page} />;
}

function AlreadyCrematedPage({ home, self, search }: { home: string; self: string; search: string }) {
  const { i18n } = useLingui();
  const title = i18n._('alreadyCremated.title');
  const productName = site.productName;
  return (
    <>
      <PageHero
        breadcrumbs={[
          { name: i18n._('alreadyCremated.breadcrumbHome'), url: home },
          { name: title, url: self },
        ]}
        title={title}
      >
        <p className="text-muted mt-3 max-w-3xl text-lg">{i18n._('alreadyCremated.intro', { productName })}</p>
      </PageHero>
      <Container className="max-w-3xl py-10 sm:py-14">
        <h2 className="text-ink text-2xl font-semibold">{i18n._('alreadyCremated.howItWorks')}</h2>
        <ol className="text-ink mt-5 list-decimal space-y-4 pl-6 text-lg">
          <li>
            <Trans id="alreadyCremated.step1" components={{ 0: <strong /> }} />
          </li>
          <li>
            <Trans id="alreadyCremated.step2" components={{ 0: <strong /> }} />
          </li>
          <li>
            <Trans id="alreadyCremated.step3" components={{ 0: <strong /> }} />
          </li>
          <li>
            <Trans id="alreadyCremated.step4" components={{ 0: <strong /> }} />
          </li>
        </ol>

        <form method="get" action={search} className="border-line mt-10 rounded-xl border bg-white p-5 sm:p-6">
          <label htmlFor="already-cremated-q" className="text-ink text-lg font-semibold">
            {i18n._('alreadyCremated.searchLabel')}
          </label>
          <input type="hidden" name="service" value="already-cremated" />
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <Input
              id="already-cremated-q"
              name="q"
              required
              placeholder={i18n._('alreadyCremated.searchPlaceholder')}
              autoComplete="address-level2"
              className="sm:flex-1"
            />
            <Button type="submit">{i18n._('alreadyCremated.searchButton')}</Button>
          </div>
        </form>

        <p className="text-muted mt-6">
          <Trans
            id="alreadyCremated.browse"
            components={{ 0: <Link to={home} className="text-brand-700 underline underline-offset-4" /> }}
          />
        </p>
      </Container>
    </>
  );
}
