import { I18nProvider } from '@lingui/react';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { listFaqPageSections } from '~/modules/faq/faq.service.server';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { type BreadcrumbItem, breadcrumbListJsonLd } from '~/modules/seo/breadcrumbs';
import { pageMeta } from '~/modules/seo/meta';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/faq';
import { FaqPageContent } from './faq-sections.server';

// The English path: pageMeta makes the French canonical and the alternates from it.
const FAQ_PATH = '/faq';

// Database unreachable: a 503 retry page, not a 500.
export const loader = unavailableWithoutDatabase(async ({ context, request }: Route.LoaderArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const productName = site.productName;
  const title = i18n._('faq.page.title');
  const path = (englishPath: string) => localizedPath(englishPath, locale) ?? englishPath;
  const breadcrumbs: BreadcrumbItem[] = [
    { name: i18n._('faq.page.breadcrumbHome'), url: path('/') },
    { name: title, url: path(FAQ_PATH) },
  ];
  // Unreadable questions are this page's failure (503 or the error page), not an empty 200.
  const sections = await listFaqPageSections(context.db, { contentRevision: context.contentRevision });
  return {
    // Built here, not in meta(): the structured data builders and the catalogues stay on the server.
    seo: {
      title: i18n._('faq.page.metaTitle', { title, productName }),
      description: i18n._('faq.page.description', { productName }),
      path: FAQ_PATH,
      jsonLd: breadcrumbListJsonLd(breadcrumbs, context.env.PUBLIC_URL),
    },
    sections: serverSections(context, {
      content: (
        <I18nProvider i18n={i18n}>
          <FaqPageContent breadcrumbs={breadcrumbs} title={title} sections={sections} />
        </I18nProvider>
      ),
    }),
  };
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    loaderData?.seo ?? {
      title: `Frequently Asked Questions | ${site.productName} Partner Directory`,
      description: '',
      path: FAQ_PATH,
    },
  );
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml section={loaderData.sections.content} />;
}
