import { I18nProvider } from '@lingui/react';
import { site } from '~/lib/site';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { pageMeta } from '~/modules/seo/meta';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/privacy';
import { PrivacyContent } from './privacy-sections.server';

// /privacy and /fr/confidentialite: the same facts the server acts on (retention, recipients, contact) from
// its configuration. Static words: a server section in the page's language, nothing of it in the page's script.

// The English path: pageMeta makes the French canonical and the alternates from it.
const PATH = '/privacy';

export function loader({ context, request }: Route.LoaderArgs) {
  const { env } = context;
  const { i18n } = requestI18n(context, request);
  const productName = site.productName;
  return {
    seo: {
      title: i18n._('privacy.metaTitle', { productName }),
      description: i18n._('privacy.metaDescription'),
      path: PATH,
    },
    ...serverSections(context, {
      content: (
        <I18nProvider i18n={i18n}>
          <PrivacyContent
            privacyEmail={env.PRIVACY_EMAIL ?? env.INQUIRY_EMAIL}
            coordinatorEmail={env.INQUIRY_EMAIL}
            retentionMonths={env.INQUIRY_RETENTION_MONTHS}
            copyPartner={env.INQUIRY_COPY_PARTNER}
          />
        </I18nProvider>
      ),
    }),
  };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, loaderData?.seo ?? { title: `Privacy | ${site.productName}`, description: '', path: PATH });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <ServerHtml section={loaderData.content} />;
}
