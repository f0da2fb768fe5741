import type { ReactNode } from 'react';
import { Card } from '~/ui/card';
import { cn } from '~/ui/cn';
import type { PartnerCardData } from './partner-display';
import { CallButton } from './call-button';
import { type DirectionsText, SendDirectionsButton } from './send-directions-button';

/** A card's button words in the page's language, made by the loader for each partner (cardActionTexts). */
export interface CardActionText extends DirectionsText {
  call: string;
  callLabel: string;
  /** The inquiry button's label, and what screen readers hear after it (" about Oak Memorial", « au Repos… »). */
  ask: string;
  askName: string;
}

/** A tap on a card's button the page may count (its figures, decision 034). */
export type CardTap = 'directions' | 'call';

/**
 * The inquiry and 'Call' side by side, wrapping under each other when there is no room; at 200 % text on a
 * phone a button may also wrap its words (min-w-0, slimmer padding) rather than push the card wider.
 */
const actionRow = 'flex flex-wrap gap-2 *:min-w-0 *:grow *:px-3 *:[overflow-wrap:anywhere]';

/**
 * A partner card's frame: the image, then `facts` (PartnerCardFacts, as a component or as a server
 * section's HTML) and the actions (directions; the inquiry and 'Call' side by side). Kept apart from the
 * facts so a page whose facts are server-rendered does not download their code.
 */
export function PartnerCardFrame({
  partner,
  variant = 'default',
  facts,
  inquiryAction,
  actionText,
  onTap,
  className,
}: {
  partner: PartnerCardData;
  variant?: 'default' | 'compact';
  facts: ReactNode;
  /**
   * The inquiry button ('Ask for Information' on the default card, 'Contact' on the compact one). A slot,
   * because the inquiries module builds on partners and not the other way round: the page passes it in.
   */
  inquiryAction?: ReactNode;
  /** The buttons' words (English when not given). */
  actionText?: CardActionText;
  /** Told of a tap on Directions or Call (the page counts it; partners does not depend on the counting). */
  onTap?: (partnerId: string, tap: CardTap) => void;
  className?: string;
}) {
  const compact = variant === 'compact';
  const onDirections = onTap ? () => onTap(partner.id, 'directions') : undefined;
  const onCall = onTap ? () => onTap(partner.id, 'call') : undefined;
  return (
    <Card className={cn('flex h-full flex-col', className)}>
      {!compact && partner.imageUrl ? (
        <img
          src={partner.imageUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="bg-brand-100 aspect-video w-full rounded-t-[calc(var(--radius-xl)-1px)] object-cover"
        />
      ) : null}
      <div className={cn('flex flex-1 flex-col gap-4', compact ? 'p-4 sm:p-5' : 'p-5')}>
        {facts}
        {!compact ? (
          <div className="mt-auto flex flex-col gap-2 pt-2">
            <SendDirectionsButton
              partner={partner}
              text={actionText}
              onOpen={onDirections}
              className="w-full px-3 text-center whitespace-normal"
            />
            <div className={actionRow}>
              {inquiryAction}
              <CallButton partner={partner} text={actionText} onOpen={onCall} />
            </div>
          </div>
        ) : (
          <div className={cn('mt-auto pt-1', actionRow)}>
            {inquiryAction}
            <CallButton partner={partner} text={actionText} onOpen={onCall} />
          </div>
        )}
      </div>
    </Card>
  );
}
