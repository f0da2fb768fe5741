import type { GooglePartnerSummary, GoogleUpdateResult } from './google-places-admin.schema';

/*
 * The admin Google screens' wording and small rules (spec §2, §4, §8), kept out of the components so they
 * are tested as plain functions.
 */

/** Spec §2: case-insensitive substring of the name, city or state; a blank query keeps everyone. */
export function matchesPartnerSearch(
  partner: Pick<GooglePartnerSummary, 'name' | 'city' | 'state'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [partner.name, partner.city, partner.state].some((field) => field.toLowerCase().includes(needle));
}

/** The bulk bar: the share of partners the server has answered for, in whole percent. */
export function bulkProgress(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(done, total) / total) * 100);
}

/** '4.8/5 stars (212 reviews)'-style fragments for a result row. */
export function ratingText(googleData: GoogleUpdateResult['googleData']): string {
  if (!googleData || googleData.rating === null) return 'No rating';
  const reviews = googleData.review_count ?? 0;
  return `${googleData.rating}/5 (${reviews} ${reviews === 1 ? 'review' : 'reviews'})`;
}

/** Spec §8 toasts of the management screen. */
export const toastText = {
  testDone: (success: boolean) => ({
    title: 'API Test Successful',
    description: `Google Places API is working. Test result: ${success ? 'Success' : 'Failed'}`,
  }),
  testFailed: (message: string) => ({ title: 'API Test Failed', description: message }),
  updated: (result: GoogleUpdateResult) => ({
    title: 'Google Places Data Updated',
    description: `Successfully updated ${result.partnerName}: ${result.googleData?.rating ?? 0}/5 stars (${result.googleData?.review_count ?? 0} reviews)`,
  }),
  updateFailed: (partnerName: string, message: string) => ({
    title: 'Update Failed',
    description: `Failed to update ${partnerName}: ${message}`,
  }),
  batchDone: ({ total, successful, failed }: { total: number; successful: number; failed: number }) => ({
    title: 'Batch Update Complete',
    description: `Processed ${total} partners. ${successful} successful, ${failed} failed.`,
  }),
  batchFailed: (message: string) => ({ title: 'Batch Update Failed', description: message }),
  phonesFixed: ({ total, successful }: { total: number; successful: number }) => ({
    title: 'Phone Numbers Updated',
    description: `Fixed ${successful} of ${total} placeholder phone numbers using Google Places data.`,
  }),
  noSelection: { title: 'No Partners Selected', description: 'Please select partners to update' },
  bulkDone: ({ total, successful }: { total: number; successful: number }) => ({
    title: 'Bulk Update Complete',
    description: `Updated ${successful} of ${total} partners`,
  }),
} as const;
