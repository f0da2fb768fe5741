/** The inquiry's own page: a form that works without JavaScript, and its thank-you state. */
export function inquiryPagePath(partnerIdOrSlug: string): string {
  return `/partner/${encodeURIComponent(partnerIdOrSlug)}/inquiry`;
}
