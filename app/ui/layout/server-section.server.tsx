import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type AppLoadContext, MemoryRouter } from 'react-router';

/**
 * A section of a page that only the server renders (decision 006): its components and their
 * icons are not part of the page's JavaScript. The loader calls this and hands the result to
 * `<PreservedHtml id html>` in the route component:
 *
 * - on a document request the HTML is written into the page by entry.server.tsx (through the load
 *   context), and the loader data carries `null`: the browser reads the section back from the document
 *   at hydration, so its bytes are not sent twice;
 * - on a client-side navigation (`.data` request) the loader data carries the HTML itself.
 *
 * Only for what never changes in the browser: anything with state or handlers stays a React component.
 * `<Link>` works inside (rendered as a plain anchor; PreservedHtml routes same-origin clicks).
 */
export function serverSection(
  context: Pick<AppLoadContext, 'documentHtml'>,
  id: string,
  section: ReactElement,
): string | null {
  // The id prefix keeps useId values of separate sections (and of the page itself) apart.
  const html = renderToStaticMarkup(<MemoryRouter>{section}</MemoryRouter>, { identifierPrefix: `${id}-` });
  if (!context.documentHtml) return html;
  context.documentHtml[id] = html;
  return null;
}
