import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { site } from '~/lib/site';
import type { FaqCategory, PublicFaq } from '~/modules/faq/faq.schema';
import { type FaqPageSection, type ListPublicFaqsOptions, listPublicFaqs } from '~/modules/faq/faq.service.server';
import { FaqList } from '~/modules/faq/components/faq-list';
import { isLocale, type Locale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';
import { Container } from '~/ui/container';
import { ExternalLink } from '~/ui/external-link';
import { PageHero } from './components/page-hero';

/*
 * The FAQ page, and the FAQ block of the home, state and city pages, rendered by their loaders on the
 * server only (serverSections, decision 015): the questions are in the HTML for every visitor, with or
 * without JavaScript (decision 030), in the language of the <I18nProvider> the page renders them in, their
 * links to that language's pages. `.server`: browser code cannot import it.
 */

function pageLocale(i18n: I18n): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** An English path in the language of the page being rendered. */
function pathIn(i18n: I18n, englishPath: string): string {
  return localizedPath(englishPath, pageLocale(i18n)) ?? englishPath;
}

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
  const { i18n } = useLingui();
  if (items === null) {
    return (
      <p role="alert" className="text-muted py-8">
        {i18n._('faq.loadError')}
      </p>
    );
  }
  if (items.length === 0) return null;
  return (
    <FaqList items={items} heading={i18n._('faq.heading')}>
      <p className="mt-4">
        <Link
          to={pathIn(i18n, '/faq')}
          className="text-brand-700 hover:text-brand-900 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {i18n._('faq.allQuestions')}
        </Link>
      </p>
    </FaqList>
  );
}

function categoryHeading(i18n: I18n, category: FaqCategory): string {
  switch (category) {
    case 'general':
      return i18n._('faq.category.general');
    case 'services':
      return i18n._('faq.category.services');
    case 'pricing':
      return i18n._('faq.category.pricing');
    case 'process':
      return i18n._('faq.category.process');
    case 'support':
      return i18n._('faq.category.support');
  }
}

const textLink = 'text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-4';

export function FaqPageContent({
  breadcrumbs,
  title,
  sections,
}: {
  breadcrumbs: readonly BreadcrumbItem[];
  title: string;
  sections: readonly FaqPageSection[];
}) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={title}>
        <p className="text-muted mt-3 max-w-2xl text-lg">
          {i18n._('faq.page.intro', { productName: site.productName })}
        </p>
      </PageHero>
      <Container className="max-w-4xl pb-6">
        {sections.length === 0 ? (
          <p className="text-muted py-8">{i18n._('faq.page.empty')}</p>
        ) : (
          sections.map((section) => (
            <FaqList
              key={section.category}
              items={section.items}
              heading={categoryHeading(i18n, section.category)}
              className="pt-10 sm:pt-14"
            />
          ))
        )}
        <p className="text-muted mt-10 text-lg">
          <Trans
            id="faq.page.more"
            components={{
              0: <Link to={pathIn(i18n, '/')} className={textLink} />,
              1: (
                <ExternalLink
                  i18n={i18n}
                  href={site.links.contact}
                  hrefLang={site.linksLanguage}
                  className={textLink}
                />
              ),
            }}
          />
        </p>
      </Container>
    </>
  );
}
