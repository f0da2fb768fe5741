import { site } from '~/lib/site';
import { pageMeta } from '~/modules/seo/meta';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/privacy';
import { PrivacyContent } from './privacy-sections.server';

// /privacy: the same facts the server acts on (retention, recipients, contact) from its configuration.
// Static words: a server section, nothing of it in the page's script.

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context;
  return serverSections(context, {
    content: (
      <PrivacyContent
        privacyEmail={env.PRIVACY_EMAIL ?? env.INQUIRY_EMAIL}
        coordinatorEmail={env.INQUIRY_EMAIL}
        retentionMonths={env.INQUIRY_RETENTION_MONTHS}
        copyPartner={env.INQUIRY_COPY_PARTNER}
      />
    ),
  });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Privacy | ${site.productName}`,
    description: `What an inquiry to a partner collects, who receives it, how long it is kept and how to have it deleted.`,
    path: '/privacy',
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <ServerHtml section={loaderData.content} />;
}
