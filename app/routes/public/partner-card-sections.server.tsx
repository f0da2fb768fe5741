import { PartnerCardFacts } from '~/modules/partners/components/partner-card';
import type { PartnerCardData } from '~/modules/partners/components/partner-display';
import type { ServerSection } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';

/*
 * What the state and city pages' partner cards say, rendered by their loaders on the server only
 * (serverSections, decision 015): the page's PartnerCardGrid keeps the frame and the buttons.
 * `.server`: importing it from browser code fails the build.
 */

/** One section per partner, by partner id. */
export function partnerCardSections(
  context: Parameters<typeof serverSections>[0],
  partners: readonly PartnerCardData[],
): Record<string, ServerSection> {
  return serverSections(
    context,
    Object.fromEntries(partners.map((partner) => [partner.id, <PartnerCardFacts partner={partner} />])),
  );
}
