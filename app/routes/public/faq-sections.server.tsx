import { Link } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { site } from '~/lib/site';
import type { FaqCategory, PublicFaq } from '~/modules/faq/faq.schema';
import { type FaqPageSection, type ListPublicFaqsOptions, listPublicFaqs } from '~/modules/faq/faq.service.server';
import { FAQ_LOAD_ERROR, FaqList } from '~/modules/faq/components/faq-list';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';
import { Container } from '~/ui/container';
import { ExternalLink } from '~/ui/external-link';
import { PageHero } from './components/page-hero';

/*
 * The FAQ page, and the FAQ block of the home, state and city pages, rendered by their loaders on the
 * server only (serverSections, decision 015): the questions are in the HTML for every visitor, with or
 * without JavaScript (decision 030). `.server`: browser code cannot import it.
 */

/**
 * A page's FAQ items for its FAQ block, or null when they cannot be read (the block then says so, spec §8,
 * and the rest of the page is served). Read once per content revision, so awaiting it costs a page nothing
 * after the first request.
 */
export function readPageFaqs(
  context: Pick<AppLoadContext, 'db' | 'log' | 'contentRevision'>,
  options: Omit<ListPublicFaqsOptions, 'contentRevision'>,
): Promise<PublicFaq[] | null> {
  return listPublicFaqs(context.db, { ...options, contentRevision: context.contentRevision }).catch(
    (error: unknown) => {
      context.log.error({ err: error, faqContext: options.context }, 'the page FAQ could not be read');
      return null;
    },
  );
}

/** The FAQ block of a page (spec §4): loaded, error (null), empty (nothing), with a link to all questions. */
export function FaqSection({ items }: { items: readonly PublicFaq[] | null }) {
  if (items === null) {
    return (
      <p role="alert" className="text-muted py-8">
        {FAQ_LOAD_ERROR}
      </p>
    );
  }
  if (items.length === 0) return null;
  return (
    <FaqList items={items} heading="Frequently Asked Questions">
      <p className="mt-4">
        <Link
          to="/faq"
          className="text-brand-700 hover:text-brand-900 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          All questions and answers
        </Link>
      </p>
    </FaqList>
  );
}

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
