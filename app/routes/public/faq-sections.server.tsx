import { Link } from 'react-router';
import { site } from '~/lib/site';
import type { FaqCategory } from '~/modules/faq/faq.schema';
import type { FaqPageSection } from '~/modules/faq/faq.service.server';
import { FaqList } from '~/modules/faq/components/faq-list';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';
import { Container } from '~/ui/container';
import { ExternalLink } from '~/ui/external-link';
import { PageHero } from './components/page-hero';

/*
 * The FAQ page, rendered by its loader on the server only (serverSections, decision 015): the questions
 * are in the HTML and the page runs no code of its own. `.server`: browser code cannot import it.
 */

const CATEGORY_HEADINGS: Record<FaqCategory, string> = {
  general: 'General Questions',
  services: 'Services',
  pricing: 'Pricing',
  process: 'The Process',
  support: 'Support',
};

export function FaqPageContent({
  breadcrumbs,
  title,
  sections,
}: {
  breadcrumbs: readonly BreadcrumbItem[];
  title: string;
  sections: readonly FaqPageSection[];
}) {
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={title}>
        <p className="text-muted mt-3 max-w-2xl text-lg">
          Answers for families about {site.productName} memorial stones and the funeral homes and cremation providers
          who arrange them.
        </p>
      </PageHero>
      <Container className="max-w-4xl pb-6">
        {sections.length === 0 ? (
          <p className="text-muted py-8">There are no questions here yet.</p>
        ) : (
          sections.map((section) => (
            <FaqList
              key={section.category}
              items={section.items}
              heading={CATEGORY_HEADINGS[section.category]}
              className="pt-10 sm:pt-14"
            />
          ))
        )}
        <p className="text-muted mt-10 text-lg">
          Looking for a partner near you?{' '}
          <Link to="/" className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-4">
            Search the directory
          </Link>
          . Another question?{' '}
          <ExternalLink
            href={site.links.contact}
            className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-4"
          >
            Contact us
          </ExternalLink>
          .
        </p>
      </Container>
    </>
  );
}
