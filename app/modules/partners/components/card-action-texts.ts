import type { I18n } from '@lingui/core';
import { phoneAsWritten } from '~/modules/i18n/format';
import { nameArgs } from '~/modules/i18n/name-grammar';
import type { CardActionText } from './partner-card-frame';

/**
 * Each card's button words in the request's language, by partner id: the buttons are React in the browser,
 * so loaders (state, city, search) and POST /api/search/nearby send their words with the cards.
 */
export function cardActionTexts(
  i18n: I18n,
  partners: ReadonlyArray<{ id: string; name: string; phone: string | null }>,
): Record<string, CardActionText> {
  return Object.fromEntries(
    partners.map((partner) => {
      // How French names the partner after « à », « de », « vers » (« le Salon funéraire… »): once per card.
      const named = nameArgs(i18n.locale, partner.name);
      const text: CardActionText = {
        call: i18n._('card.call'),
        // No number, no button (CallButton): nothing to name.
        callLabel: partner.phone?.trim()
          ? i18n._('card.callLabel', { ...named, phone: phoneAsWritten(i18n.locale, partner.phone.trim()) })
          : '',
        directions: i18n._('card.directions'),
        directionsSr: i18n._('card.directionsSr', named),
        directionsShare: i18n._('card.directionsShare', named),
        ask: i18n._('partner.askForInformation'),
        askName: i18n._('partner.askName', named),
      };
      return [partner.id, text];
    }),
  );
}
