import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ReactNode, useMemo } from 'react';
import { intlLocale, type Locale } from './locales';

/**
 * The compiled messages a client component needs, picked on the server (pickClientMessages) and passed in
 * loader data: the browser never downloads a catalogue nor Lingui's compiler.
 */
export interface ClientMessages {
  locale: Locale;
  messages: Messages;
}

const warned = new Set<string>();

/** A Lingui instance over picked messages. An id that was not picked renders as nothing, with a warning. */
export function createClientI18n({ locale, messages }: ClientMessages): I18n {
  return setupI18n({
    locale,
    locales: intlLocale(locale),
    messages: { [locale]: messages },
    missing: (_locale, id) => {
      if (!warned.has(id)) {
        warned.add(id);
        console.warn(`i18n: message "${id}" was not picked for the client`);
      }
      return '';
    },
  });
}

/** Gives the components below it `useLingui()` over the picked messages (one instance per payload). */
export function ClientI18nProvider({ messages, children }: { messages: ClientMessages; children: ReactNode }) {
  const i18n = useMemo(() => createClientI18n(messages), [messages]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
