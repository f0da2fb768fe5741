/** A report starts 'new'; the office accepts it (and fixes the listing) or dismisses it. */
export const correctionStatuses = ['new', 'accepted', 'dismissed'] as const;
