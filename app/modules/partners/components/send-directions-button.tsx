import Navigation from 'lucide-react/icons/navigation';
import type { MouseEvent } from 'react';
import { Button } from '~/ui/button';
import type { Partner } from '../partner.schema';
import { mapsDirectionsUrl } from './partner-display';

type DirectionsPartner = Pick<Partner, 'name' | 'address' | 'city' | 'state' | 'zipCode'>;

export interface DirectionsText {
  directions: string;
  directionsSr: string;
  directionsShare: string;
}

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener');
}

/**
 * Spec §2: share the route (a directions link, not a map search) through the device's share sheet (a family sends it to their own phone);
 * without a share function, or when sharing fails, open the link in a new tab. Dismissing the share sheet
 * is a choice, not a failure, so it opens nothing.
 */
export async function sendDirections(
  partner: DirectionsPartner,
  url = mapsDirectionsUrl(partner),
  shareText = `Directions to ${partner.name}`,
) {
  if (typeof navigator.share !== 'function') {
    openInNewTab(url);
    return;
  }
  try {
    await navigator.share({ title: partner.name, text: shareText, url });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    openInNewTab(url);
  }
}

/**
 * A real link to the route, opening in a new tab, so it works before the page's JavaScript has loaded; once it has, a
 * click goes through the share sheet instead. `onOpen` tells the page of the tap (its figures, decision 034).
 */
export function SendDirectionsButton({
  partner,
  text,
  className,
  onOpen,
}: {
  partner: DirectionsPartner;
  /** Its words in the page's language, made by the loader (English when not given). */
  text?: DirectionsText;
  className?: string;
  onOpen?: () => void;
}) {
  const url = mapsDirectionsUrl(partner);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen?.();
    void sendDirections(partner, url, text?.directionsShare);
  };
  return (
    <Button asChild variant="secondary" className={className}>
      <a href={url} target="_blank" rel="noopener" onClick={onClick}>
        <Navigation aria-hidden="true" />
        {text?.directions ?? 'Send Directions to My Phone'}
        {/* Cards repeat this button: the name tells them apart for a screen reader. */}
        <span className="sr-only">{text?.directionsSr ?? `: route to ${partner.name} (opens in a new tab)`}</span>
      </a>
    </Button>
  );
}
