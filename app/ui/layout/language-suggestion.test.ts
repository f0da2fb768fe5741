import { describe, expect, it } from 'vitest';
import { prefersFrench } from '~/modules/i18n/accept-language';
import { LANGUAGE_CHOICE_KEY } from '~/modules/i18n/locales';
import { LANGUAGE_SUGGESTION_SCRIPT } from './language-suggestion';

type Click = (event: { target: { closest: (selector: string) => unknown } }) => void;

/** Runs the head script against a stand-in browser: what <html> says and what storage keeps. */
function runScript(languages: string[], stored: string | null | 'blocked' = null) {
  const attributes = new Map<string, string>();
  const storage = new Map<string, string>(stored && stored !== 'blocked' ? [[LANGUAGE_CHOICE_KEY, stored]] : []);
  let click: Click | undefined;
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'blocked') throw new Error('SecurityError');
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  const addEventListener = (_type: string, listener: Click) => (click = listener);
  new Function('document', 'localStorage', 'navigator', 'addEventListener', LANGUAGE_SUGGESTION_SCRIPT)(
    document,
    localStorage,
    { languages, language: languages[0] },
    addEventListener,
  );
  return { preferred: () => attributes.get('data-suggest-language'), storage, click: click! };
}

describe('the language suggestion’s head script', () => {
  it('marks the page with the browser’s first English or French language, as prefersFrench reads it', () => {
    const cases = [['fr-CA', 'en'], ['en-US'], ['de', 'fr'], ['de', 'EN-gb', 'fr-CA'], ['es'], ['fr-ca', 'en-CA'], []];
    for (const languages of cases) {
      const preferred = runScript(languages).preferred();
      expect(preferred === 'fr', languages.join(',')).toBe(prefersFrench(languages.join(',')));
      expect(preferred === undefined, languages.join(',')).toBe(!languages.some((tag) => /^(en|fr)(-|$)/i.test(tag)));
    }
    expect(runScript(['de', 'en-GB']).preferred()).toBe('en');
  });

  it('suggests nothing once a language is chosen, or when storage cannot keep a choice', () => {
    expect(runScript(['fr-CA'], 'en').preferred()).toBeUndefined();
    expect(runScript(['fr-CA'], 'blocked').preferred()).toBeUndefined();
  });

  it('remembers the language of the button clicked and hides the suggestion; other clicks change nothing', () => {
    const page = runScript(['fr-CA']);
    page.click({ target: { closest: () => null } });
    expect(page.preferred()).toBe('fr');
    page.click({ target: { closest: () => ({ getAttribute: () => 'en' }) } });
    expect(page.storage.get(LANGUAGE_CHOICE_KEY)).toBe('en');
    expect(page.preferred()).toBeUndefined();
  });
});
