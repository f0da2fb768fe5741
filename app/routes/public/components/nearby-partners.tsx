import { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
import { NearbyResults } from '~/modules/search/components/nearby-results';

/**
 * The partners near the visitor with each card's 'Contact' button (spec §2's compact card). Composed here
 * because search and inquiries are separate modules; loaded lazily by NearMePanel.
 */
export default function NearbyPartners() {
  return (
    <NearbyResults
      contactAction={(partner) => <AskForInformationButton partner={partner} label="Contact" nameJoiner=" " />}
    />
  );
}
