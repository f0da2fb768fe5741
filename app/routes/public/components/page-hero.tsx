import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';
import { BreadcrumbNav } from '~/modules/seo/components/breadcrumb-nav';
import { Container } from '~/ui/container';

/**
 * The band at the top of a state, city or partner page: the breadcrumb trail, the page's one heading and
 * what follows it. Rendered by the server only (the pages' *-sections.server.tsx), in the page's language.
 */
export function PageHero({
  breadcrumbs,
  before,
  title,
  children,
}: {
  breadcrumbs: readonly BreadcrumbItem[];
  /** Between the trail and the heading (the partner's 'Featured Partner' badge). */
  before?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <section className="from-brand-100 to-canvas border-line border-b bg-gradient-to-b">
      <Container className="py-8 sm:py-12">
        <BreadcrumbNav items={breadcrumbs} label={i18n._('breadcrumb.label')} />
        {before}
        <h1 className="text-ink mt-4 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl">
          {title}
        </h1>
        {children}
      </Container>
    </section>
  );
}
