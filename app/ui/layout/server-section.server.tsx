import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type AppLoadContext, MemoryRouter } from 'react-router';
import { type CompiledCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { DEFAULT_LOCALE } from '~/modules/i18n/locales';
import type { ServerSection } from './server-html';

/** A section rendered once per process (renderOnce), for what depends on configuration only. */
export interface RenderedSection {
  readonly html: () => string;
}

/**
 * Renders a page's server-only sections (decision 015) in its loader; the route component places each
 * with `<ServerHtml section={sections.hero} />`. The keys of `elements` are the only names: a misspelt
 * one is a type error, and the DOM ids are ServerHtml's business.
 *
 * On a document request each section's markup goes into the page through the load context
 * (entry.server.tsx) and its handle carries `html: null`; on a client-side navigation (`.data` request)
 * the handle carries the markup. Only for what never changes in the browser: anything with state or
 * handlers stays a React component. `<Link>` works inside (rendered as a plain anchor; ServerHtml routes
 * same-origin clicks).
 */
export function serverSections<K extends string>(
  context: Pick<AppLoadContext, 'documentHtml'> & Partial<Pick<AppLoadContext, 'catalogs'>>,
  elements: Record<K, ReactElement | RenderedSection>,
): Record<K, ServerSection> {
  const sections = {} as Record<K, ServerSection>;
  const i18n = context.catalogs ? defaultI18n(context.catalogs) : undefined;
  for (const name of Object.keys(elements) as K[]) {
    const key = nextKey(context, name);
    const element = elements[name];
    // The prefix keeps the useId values of separate sections (and of the page itself) apart.
    const html = isRendered(element) ? element.html() : renderMarkup(element, `${key}-`, i18n);
    if (context.documentHtml) {
      context.documentHtml[key] = html;
      sections[name] = { key, html: null };
    } else {
      sections[name] = { key, html };
    }
  }
  return sections;
}

/**
 * A section rendered once per process and reused by every request (the site header and footer depend on
 * configuration only): `serverSections(context, { header: siteHeader })`.
 */
let renderedOnce = 0;
export function renderOnce(element: () => ReactElement): RenderedSection {
  const prefix = `once${renderedOnce++}-`;
  let html: string | undefined;
  return { html: () => (html ??= renderMarkup(element(), prefix)) };
}

function renderMarkup(element: ReactElement, prefix: string, i18n?: I18n): string {
  // A page's sections carry their own <I18nProvider> (the request's language); shared parts they contain
  // (the FAQ block, external links) find English around them when a section has none.
  const inner = i18n ? <I18nProvider i18n={i18n}>{element}</I18nProvider> : element;
  return renderToStaticMarkup(<MemoryRouter>{inner}</MemoryRouter>, { identifierPrefix: prefix });
}

const defaultInstances = new WeakMap<CompiledCatalogs, I18n>();
function defaultI18n(catalogs: CompiledCatalogs): I18n {
  let i18n = defaultInstances.get(catalogs);
  if (!i18n) {
    i18n = createI18n(catalogs, DEFAULT_LOCALE);
    defaultInstances.set(catalogs, i18n);
  }
  return i18n;
}

function isRendered(element: ReactElement | RenderedSection): element is RenderedSection {
  return typeof (element as Partial<RenderedSection>).html === 'function';
}

/**
 * A key unique within the request: the section's name and a counter kept per load context (every loader
 * of one request shares it, so two loaders never collide, whatever they name their sections).
 */
const counters = new WeakMap<object, number>();
function nextKey(context: object, name: string): string {
  const n = counters.get(context) ?? 0;
  counters.set(context, n + 1);
  return `${name}-${n}`;
}
