import type { I18n } from '@lingui/core';
import { type CompiledCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { regionNameIn } from '~/modules/i18n/regions-fr';
import { PartnerCardFacts } from '~/modules/partners/components/partner-card';
import type { PartnerCardData } from '~/modules/partners/components/partner-display';
import { closureToday, localDaysAt } from '~/modules/partners/closed-today';
import type { Partner } from '~/modules/partners/partner.schema';
import type { ServerSection } from '~/ui/layout/server-html';
import type { serverSections } from '~/ui/layout/server-section.server';
import { localizedSections } from './localized-sections.server';

/*
 * What the partner cards of the state, city and search pages say, rendered by their loaders on the server
 * only (serverSections, decision 015): the page keeps the card's frame and buttons (PartnerCardFrame).
 * "Closed today" is read at the request's clock, the instant the page's ETag names (decision 038).
 * `.server`: importing it from browser code fails the build.
 */

/**
 * One section per partner, by partner id, with its distance when it has one; `compact`: the search page's
 * cards; `i18n`: the request's Lingui instance (requestI18n), English when not given.
 */
export function partnerCardSections(
  context: Parameters<typeof serverSections>[0] & { catalogs: CompiledCatalogs; requestTime?: Date },
  partners: ReadonlyArray<PartnerCardData & Pick<Partner, 'closures' | 'timeZone'> & { distanceMiles?: number }>,
  { compact = false, i18n = createI18n(context.catalogs, 'en') }: { compact?: boolean; i18n?: I18n } = {},
): Record<string, ServerSection> {
  const at = context.requestTime ?? new Date();
  const daysAt = localDaysAt(at);
  return localizedSections(
    context,
    i18n,
    Object.fromEntries(
      partners.map((partner) => [
        partner.id,
        compact ? (
          <PartnerCardFacts
            partner={partner}
            variant="compact"
            distanceMiles={partner.distanceMiles}
            closedToday={closureToday(partner, at, daysAt) !== undefined}
            stateName={regionNameIn(i18n.locale, partner.state)}
          />
        ) : (
          <PartnerCardFacts
            partner={partner}
            distanceMiles={partner.distanceMiles}
            closedToday={closureToday(partner, at, daysAt) !== undefined}
            stateName={regionNameIn(i18n.locale, partner.state)}
          />
        ),
      ]),
    ),
  );
}
