import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import type { ServerSection } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';

/**
 * serverSections (decision 015) in the request's language (decision 033): each section renders under
 * `<I18nProvider>` with the request's own Lingui instance, so its components read their words with
 * usePageI18n(). `.server`: never in the browser.
 */
export function localizedSections<K extends string>(
  context: Parameters<typeof serverSections>[0],
  i18n: I18n,
  elements: Record<K, ReactElement>,
): Record<K, ServerSection> {
  const wrapped = {} as Record<K, ReactElement>;
  for (const name of Object.keys(elements) as K[]) {
    wrapped[name] = <I18nProvider i18n={i18n}>{elements[name]}</I18nProvider>;
  }
  return serverSections(context, wrapped);
}
