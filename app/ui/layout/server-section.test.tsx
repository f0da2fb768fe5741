import { type ReactNode, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServerHtml, ServerHtmlContext, type ServerSection } from './server-html';
import { renderOnce, serverSections } from './server-section.server';

function Labelled({ text }: { text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
    </section>
  );
}

/** What entry.server.tsx renders: the page with the document's section markup in context. */
function renderDocument(documentHtml: Record<string, string>, page: ReactNode) {
  return renderToString(
    <ServerHtmlContext.Provider value={documentHtml}>
      <MemoryRouter>{page}</MemoryRouter>
    </ServerHtmlContext.Provider>,
  );
}

describe('serverSections', () => {
  it('on a document request keeps the markup out of the loader data and writes it into the page', () => {
    const context = { documentHtml: {} as Record<string, string> };
    const sections = serverSections(context, { hero: <h1>Anderson Funeral Home</h1>, about: <p>Since 1950</p> });

    expect(sections.hero.html).toBeNull();
    expect(sections.about.html).toBeNull();
    // Nothing of the markup travels in the route data.
    expect(JSON.stringify(sections)).not.toContain('Anderson');

    const page = renderDocument(
      context.documentHtml,
      <>
        <ServerHtml section={sections.hero} />
        <ServerHtml section={sections.about} className="contents" />
      </>,
    );
    expect(page).toMatch(/<div id="[^"]+"><h1>Anderson Funeral Home<\/h1><\/div>/);
    expect(page).toMatch(/<div id="[^"]+" class="contents"><p>Since 1950<\/p><\/div>/);
  });

  it('on a client-side navigation (.data request) carries the markup in the data', () => {
    const sections = serverSections({ documentHtml: undefined }, { heading: <h1>Search Partners</h1> });
    expect(sections.heading.html).toBe('<h1>Search Partners</h1>');
    const page = renderDocument({}, <ServerHtml section={sections.heading} />);
    expect(page).toContain('<h1>Search Partners</h1>');
  });

  it('gives two loaders of one request distinct keys, whatever they name their sections', () => {
    const context = { documentHtml: {} as Record<string, string> };
    const root = serverSections(context, { hero: <p>root</p> });
    const page = serverSections(context, { hero: <p>page</p> });
    expect(root.hero.key).not.toBe(page.hero.key);
    expect(Object.values(context.documentHtml).sort()).toEqual(['<p>page</p>', '<p>root</p>']);
  });

  it('keeps the ids React generates inside separate sections apart', () => {
    const context = { documentHtml: {} as Record<string, string> };
    const sections = serverSections(context, { a: <Labelled text="A" />, b: <Labelled text="B" /> });
    const ids = Object.values(context.documentHtml).map((html) => /id="([^"]+)"/.exec(html)?.[1]);
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
    expect(Object.keys(sections)).toEqual(['a', 'b']);
  });

  it('gives every section element its own DOM id, with no id written by hand', () => {
    const context = { documentHtml: {} as Record<string, string> };
    const sections = serverSections(context, { one: <p>1</p>, two: <p>2</p> });
    const page = renderDocument(
      context.documentHtml,
      <>
        <ServerHtml section={sections.one} />
        <ServerHtml section={sections.two} />
      </>,
    );
    const ids = [...page.matchAll(/<div id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('renders a renderOnce section once per process and places it like any other', () => {
    let renders = 0;
    const header = renderOnce(() => {
      renders += 1;
      return <header>Solace Stones</header>;
    });
    for (const documentHtml of [{}, {}] as Array<Record<string, string>>) {
      const sections = serverSections({ documentHtml }, { header });
      expect(renderDocument(documentHtml, <ServerHtml section={sections.header} />)).toContain(
        '<header>Solace Stones</header>',
      );
    }
    expect(serverSections({ documentHtml: undefined }, { header }).header.html).toBe('<header>Solace Stones</header>');
    expect(renders).toBe(1);
  });

  it('types the handles by the names the loader gave', () => {
    const sections: Record<'hero', ServerSection> = serverSections({ documentHtml: {} }, { hero: <p /> });
    // @ts-expect-error a misspelt section is a type error
    expect(sections.heor).toBeUndefined();
  });
});
