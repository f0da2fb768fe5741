import { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
import { sendListingEvent } from '~/modules/listing-stats/listing-events';
import { type CardActionText, PartnerCardFrame } from '~/modules/partners/components/partner-card-frame';
import type { PartnerCardData } from '~/modules/partners/components/partner-display';
import { cn } from '~/ui/cn';
import { ServerHtml, type ServerSection } from '~/ui/layout/server-html';

/**
 * A grid of partner cards, each with its 'Ask for Information' button (spec §2: the state page's featured
 * partners, the city page's featured and listed partners). What each card says is a server section
 * (`facts`, by partner id, from partnerCardSections); the frame and the buttons are React. Composed here
 * because the cards (partners) and the inquiry dialog (inquiries) are separate modules. `className` sets
 * the columns from md up. Taps on Directions and Call count in the listing's figures (decision 034).
 */
export function PartnerCardGrid({
  partners,
  facts,
  actionText,
  className,
}: {
  partners: readonly PartnerCardData[];
  facts: Readonly<Record<string, ServerSection>>;
  /** Each card's button words in the page's language, by partner id (cardActionTexts). */
  actionText?: Readonly<Record<string, CardActionText>>;
  className?: string;
}) {
  return (
    // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a long word in a card cannot widen the page.
    <ul className={cn('mt-6 grid grid-cols-1 gap-6 md:grid-cols-2', className)}>
      {partners.map((partner) => {
        const section = facts[partner.id];
        const words = actionText?.[partner.id];
        return (
          <li key={partner.id}>
            <PartnerCardFrame
              partner={partner}
              facts={section ? <ServerHtml section={section} className="contents" /> : null}
              inquiryAction={<AskForInformationButton partner={partner} label={words?.ask} nameText={words?.askName} />}
              actionText={words}
              onTap={sendListingEvent}
            />
          </li>
        );
      })}
    </ul>
  );
}
