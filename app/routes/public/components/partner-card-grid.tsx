import { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
import { PartnerCard } from '~/modules/partners/components/partner-card';
import type { PartnerCardData } from '~/modules/partners/components/partner-display';
import { cn } from '~/ui/cn';

/**
 * A grid of partner cards, each with its 'Ask for Information' button (spec §2: the state page's featured
 * partners, the city page's featured and listed partners). Composed here because the cards (partners)
 * and the inquiry dialog (inquiries) are separate modules. `className` sets the columns from md up.
 */
export function PartnerCardGrid({ partners, className }: { partners: readonly PartnerCardData[]; className?: string }) {
  return (
    <ul className={cn('mt-6 grid gap-6 md:grid-cols-2', className)}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerCard
            partner={partner}
            inquiryAction={<AskForInformationButton partner={partner} className="w-full" />}
          />
        </li>
      ))}
    </ul>
  );
}
