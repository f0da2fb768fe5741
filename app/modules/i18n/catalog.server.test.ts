import { describe, expect, it, vi } from 'vitest';
import { compileCatalogs, createI18n, pickClientMessages } from './catalog.server';
import { createClientI18n } from './client-i18n';

function recordingLog() {
  const lines: Array<{ message: string; object: object }> = [];
  return { lines, warn: (object: object, message: string) => lines.push({ message, object }) };
}

const sources = {
  en: {
    'partners.count': '{count, plural, one {# partner} other {# partners}}',
    greeting: "We're here for you, {name}.",
    'only.english': 'Only in English, {name}.',
    'broken.french': 'Fine in English',
  },
  fr: {
    'partners.count': '{count, plural, one {# partenaire} other {# partenaires}}',
    greeting: 'Nous sommes là pour vous, {name}.',
    'broken.french': 'Mal {fermé',
  },
};

describe('compiled catalogues', () => {
  it('render ICU plurals with the locale’s numbers', () => {
    const catalogs = compileCatalogs(recordingLog(), sources);
    const fr = createI18n(catalogs, 'fr');
    const en = createI18n(catalogs, 'en');
    expect(fr._('partners.count', { count: 1500 })).toBe('1\u00a0500 partenaires');
    expect(fr._('partners.count', { count: 1 })).toBe('1 partenaire');
    expect(en._('partners.count', { count: 1500 })).toBe('1,500 partners');
    expect(en._('greeting', { name: 'Ana' })).toBe("We're here for you, Ana.");
  });

  it('are plain JSON, so picked messages travel in loader data and render in the browser without the compiler', () => {
    const catalogs = compileCatalogs(recordingLog(), sources);
    const picked = pickClientMessages(catalogs, 'fr', ['partners.count' as never]);
    const overTheWire = JSON.parse(JSON.stringify(picked));
    expect(Object.keys(overTheWire.messages)).toEqual(['partners.count']);
    expect(createClientI18n(overTheWire)._('partners.count', { count: 2 })).toBe('2 partenaires');
  });

  it('fall back to English, placeholders and all, for a French message that is missing or broken, logged once at compile', () => {
    const log = recordingLog();
    const catalogs = compileCatalogs(log, sources);
    const fr = createI18n(catalogs, 'fr');
    expect(fr._('only.english', { name: 'Ana' })).toBe('Only in English, Ana.');
    expect(fr._('broken.french')).toBe('Fine in English');
    createI18n(catalogs, 'fr')._('only.english', { name: 'Bo' });
    expect(log.lines.map((line) => [line.message, (line.object as { id: string }).id])).toEqual([
      ['i18n.message_invalid', 'broken.french'],
      ['i18n.message_missing', 'only.english'],
      ['i18n.message_missing', 'broken.french'],
    ]);
  });

  it('never show a raw id: an id no catalogue has renders as nothing and is logged once per process', () => {
    const log = recordingLog();
    const catalogs = compileCatalogs(log, sources);
    expect(createI18n(catalogs, 'fr')._('no.such.id')).toBe('');
    expect(createI18n(catalogs, 'en')._('no.such.id')).toBe('');
    expect(log.lines.filter((line) => line.message === 'i18n.message_unknown')).toHaveLength(1);
  });

  it('refuse to start with an English message that does not compile', () => {
    expect(() => compileCatalogs(recordingLog(), { en: { bad: '{oops' }, fr: {} })).toThrow(/bad/);
  });

  it('give each request its own instance: a French render does not change an English one', () => {
    const catalogs = compileCatalogs(recordingLog(), sources);
    const en = createI18n(catalogs, 'en');
    const fr = createI18n(catalogs, 'fr');
    expect([en.locale, fr.locale]).toEqual(['en', 'fr']);
    expect(en._('greeting', { name: 'Ana' })).toBe("We're here for you, Ana.");
    expect(fr._('greeting', { name: 'Ana' })).toBe('Nous sommes là pour vous, Ana.');
  });

  it('compile the shipped catalogues without a warning', () => {
    const log = recordingLog();
    const catalogs = compileCatalogs(log);
    expect(log.lines).toEqual([]);
    expect(createI18n(catalogs, 'fr')._('notFound.heading')).toBe('Page introuvable');
  });

  it('leave a client message that was not picked blank, never its id', () => {
    const client = createClientI18n({ locale: 'fr', messages: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(client._('header.about')).toBe('');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('header.about'));
    } finally {
      warn.mockRestore();
    }
  });
});
