'use client';
// The partner page's interactive parts, as client components: the only route code the browser downloads.
export { SendDirectionsButton } from '~/modules/partners/components/send-directions-button';
export { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
export { GoogleReviews } from '~/modules/google-places/components/google-reviews';
export { GooglePhotos } from '~/modules/google-places/components/google-photos';
