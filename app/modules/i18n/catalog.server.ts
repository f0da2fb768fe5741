import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import englishSource from './catalogs/en.json';
import frenchSource from './catalogs/fr.json';
import type { ClientMessages } from './client-i18n';
import { DEFAULT_LOCALE, intlLocale, LOCALES, type Locale } from './locales';
import type { MessageId } from './message-id';
import { site } from '~/lib/site';

/** What the catalogues log through: the app's pino logger fits. */
export interface CatalogLog {
  warn(object: object, message: string): void;
}

export type CatalogSources = Record<Locale, Record<string, string>>;

/**
 * The compiled catalogues of the process (JSON-serialisable arrays, what Lingui's runtime renders without its
 * compiler). Every locale holds every English id: a message missing or broken in French is the English one.
 */
export interface CompiledCatalogs {
  readonly messages: Readonly<Record<Locale, Messages>>;
  /** Ids asked for that no catalogue has: each is logged once per process. */
  readonly unknownIdsLogged: Set<string>;
  readonly log: CatalogLog;
}

export const CATALOG_SOURCES: CatalogSources = { en: englishSource, fr: frenchSource };

function compileOne(source: Record<string, string>, onError: (id: string, error: unknown) => void): Messages {
  const compiled: Messages = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      onError(id, error);
    }
  }
  return compiled;
}

/**
 * Compiles the catalogues once, at start. English must compile (a broken English message throws: the app
 * should not boot with it); a French message that is missing or does not compile falls back to English,
 * logged once here with its id.
 */
export function compileCatalogs(log: CatalogLog, sources: CatalogSources = CATALOG_SOURCES): CompiledCatalogs {
  const english = compileOne(sources[DEFAULT_LOCALE], (id, error) => {
    throw new Error(`Message "${id}" of the English catalogue does not compile: ${String(error)}`);
  });
  const messages = { [DEFAULT_LOCALE]: english } as Record<Locale, Messages>;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const translated = compileOne(sources[locale], (id, error) =>
      log.warn({ locale, id, error: String(error) }, 'i18n.message_invalid'),
    );
    const missing = Object.keys(english).filter((id) => !(id in translated));
    for (const id of missing) log.warn({ locale, id }, 'i18n.message_missing');
    messages[locale] = { ...english, ...translated };
  }
  return { messages, unknownIdsLogged: new Set(), log };
}

/**
 * One Lingui instance for one request (or one render): never a shared, mutable global on the server, where
 * requests in both languages run at once. An id no catalogue has renders as nothing, logged once: a visitor
 * never sees a raw id.
 */
export function createI18n(catalogs: CompiledCatalogs, locale: Locale): I18n {
  return setupI18n({
    locale,
    locales: intlLocale(locale),
    messages: { [locale]: catalogs.messages[locale] },
    missing: (missingLocale, id) => {
      if (!catalogs.unknownIdsLogged.has(id)) {
        catalogs.unknownIdsLogged.add(id);
        catalogs.log.warn({ locale: missingLocale, id }, 'i18n.message_unknown');
      }
      return '';
    },
  });
}

/** Picks the compiled messages of `ids` for the browser: a few hundred bytes in the route data. */
export function pickClientMessages(
  catalogs: CompiledCatalogs,
  locale: Locale,
  ids: readonly MessageId[],
): ClientMessages {
  const all = catalogs.messages[locale];
  const messages: Messages = {};
  for (const id of ids) {
    const message = all[id];
    if (message !== undefined) messages[id] = message;
  }
  return { locale, messages };
}

let processCatalogs: CompiledCatalogs | undefined;

/**
 * The process's catalogues, compiled on first use (the app calls it at start, so a broken English message
 * stops the boot). Every renderer shares them: pages through the load context, emails through their senders.
 */
export function appCatalogs(log: CatalogLog): CompiledCatalogs {
  processCatalogs ??= compileCatalogs(log);
  return processCatalogs;
}

/**
 * The directory's name in each language ("Solace Stones Partner Directory", "Répertoire des partenaires
 * Solace Stones"): the name its emails come from, in the language each is written in.
 */
export function directoryNames(catalogs: CompiledCatalogs): Record<Locale, string> {
  const names = LOCALES.map((locale) => [
    locale,
    createI18n(catalogs, locale)._('meta.siteName', { productName: site.productName }),
  ]);
  return Object.fromEntries(names) as Record<Locale, string>;
}
