import { PartnerCardFacts } from '~/modules/partners/components/partner-card';
import type { PartnerCardData } from '~/modules/partners/components/partner-display';
import type { SearchCardData } from '~/modules/search/search-page-data';
import type { ServerSection } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';

/*
 * What the partner cards of the state, city and search pages say, rendered by their loaders on the server
 * only (serverSections, decision 015): the page keeps the card's frame and buttons (PartnerCardFrame).
 * `.server`: importing it from browser code fails the build.
 */

/** One section per partner, by partner id, with its distance when it has one; `compact`: the search page's cards. */
export function partnerCardSections(
  context: Parameters<typeof serverSections>[0],
  partners: ReadonlyArray<PartnerCardData | SearchCardData>,
  { compact = false }: { compact?: boolean } = {},
): Record<string, ServerSection> {
  return serverSections(
    context,
    Object.fromEntries(
      partners.map((partner) => [
        partner.id,
        compact ? (
          <PartnerCardFacts
            partner={partner}
            variant="compact"
            distanceMiles={'distanceMiles' in partner ? partner.distanceMiles : undefined}
          />
        ) : (
          <PartnerCardFacts
            partner={partner}
            distanceMiles={'distanceMiles' in partner ? partner.distanceMiles : undefined}
          />
        ),
      ]),
    ),
  );
}
