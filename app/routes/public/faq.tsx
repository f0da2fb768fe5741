import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { listFaqPageSections } from '~/modules/faq/faq.service.server';
import { type BreadcrumbItem, breadcrumbListJsonLd } from '~/modules/seo/breadcrumbs';
import { pageMeta } from '~/modules/seo/meta';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/faq';
import { FaqPageContent } from './faq-sections.server';

const FAQ_PATH = '/faq';
const TITLE = 'Frequently Asked Questions';

const faqMeta = {
  title: `${TITLE} | ${site.productName} Partner Directory`,
  description: `Answers for families about ${site.productName} solidified remains memorials, the authorized partners who arrange them, pricing and the process.`,
  path: FAQ_PATH,
};

const breadcrumbs: BreadcrumbItem[] = [
  { name: 'Cremation Services', url: '/' },
  { name: TITLE, url: FAQ_PATH },
];

// Database unreachable: a 503 retry page, not a 500.
export const loader = unavailableWithoutDatabase(async ({ context }: Route.LoaderArgs) => {
  // Unreadable questions are this page's failure (503 or the error page), not an empty 200.
  const sections = await listFaqPageSections(context.db, { contentRevision: context.contentRevision });
  return {
    // Built here, not in meta(): the structured data builders stay on the server.
    seo: { ...faqMeta, jsonLd: breadcrumbListJsonLd(breadcrumbs, context.env.PUBLIC_URL) },
    sections: serverSections(context, {
      content: <FaqPageContent breadcrumbs={breadcrumbs} title={TITLE} sections={sections} />,
    }),
  };
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, loaderData?.seo ?? faqMeta);
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml section={loaderData.sections.content} />;
}
