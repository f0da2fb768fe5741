import type { I18n } from '@lingui/core';
import { listFormat } from '~/modules/i18n/format';
import { SERVICE_FILTERS, type ServiceFilterKey } from './service-filters';
import type { PartnerRow } from './partner.table';

/*
 * The filters' and services' words in the page's language (decision 033), on the server and in the browser's
 * "Use my location" results (their messages picked with NEARBY_MESSAGE_IDS).
 */

export function serviceFilterLabel(i18n: I18n, key: ServiceFilterKey): string {
  switch (key) {
    case 'pet':
      return i18n._('service.pet');
    case 'already-cremated':
      return i18n._('service.alreadyCremated');
    case 'witnessed':
      return i18n._('service.witnessed');
    case 'veterans':
      return i18n._('service.veterans');
    case 'open-now':
      return i18n._('service.openNow');
  }
}

/** "Pet cremation and Open now" / "Crémation d’animaux et Ouvert maintenant". */
export function localizedFiltersLabel(i18n: I18n, keys: readonly ServiceFilterKey[]): string {
  const labels = SERVICE_FILTERS.filter((filter) => keys.includes(filter.key)).map((filter) =>
    serviceFilterLabel(i18n, filter.key),
  );
  if (labels.length <= 1) return labels[0] ?? '';
  // English keeps its house style (no serial comma: "A, B and C"), which en-GB's list format writes.
  return listFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-GB', { type: 'conjunction' }).format(labels);
}

type ServiceColumns = Pick<
  PartnerRow,
  'offersPetCremation' | 'acceptsCrematedRemains' | 'offersWitnessedCremation' | 'servesVeterans'
>;

/** The services a partner offers, in the page's words (the card and the partner page list them). */
export function localizedOfferedServices(i18n: I18n, partner: ServiceColumns): string[] {
  return [
    partner.offersPetCremation ? i18n._('service.pet') : null,
    partner.acceptsCrematedRemains ? i18n._('service.acceptsRemains') : null,
    partner.offersWitnessedCremation ? i18n._('service.witnessed') : null,
    partner.servesVeterans ? i18n._('service.veterans') : null,
  ].filter((service): service is string => service !== null);
}
