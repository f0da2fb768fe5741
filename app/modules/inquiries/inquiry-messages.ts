import type { ClientMessages } from '~/modules/i18n/client-i18n';
import type { Locale } from '~/modules/i18n/locales';

/*
 * The inquiry's messages in the browser, fetched once per language with the dialog's code (GET
 * /api/inquiry-messages/{locale}): the pages that show "Ask for Information" carry none in their HTML.
 */

const loaded = new Map<Locale, Promise<ClientMessages | null>>();

/**
 * The compiled messages of the dialog and the "Sent" note, or null when they could not be fetched (the
 * next call tries again). The same promise for every caller: React's `use` can wait on it.
 */
export function inquiryMessagesFor(locale: Locale): Promise<ClientMessages | null> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = fetch(`/api/inquiry-messages/${locale}`)
      .then((response) => {
        if (!response.ok) throw new Error(`inquiry messages: HTTP ${response.status}`);
        return response.json() as Promise<ClientMessages>;
      })
      .catch(() => {
        loaded.delete(locale);
        return null;
      });
    loaded.set(locale, messages);
  }
  return messages;
}
