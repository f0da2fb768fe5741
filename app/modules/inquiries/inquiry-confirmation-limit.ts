// No imports: the "Sent" note names the limit, and its chunk must not carry the inquiry schema (zod).

/**
 * At most this many confirmation emails to one mailbox a day, whatever the partners: a family writing to
 * several partners gets each, and the site cannot be used to fill a stranger's inbox with text typed by
 * someone else. Past it the inquiry is still stored and sent to the office; only the copy is not mailed, and
 * the answer says so (`confirmationEmailed`).
 */
export const CONFIRMATIONS_PER_MAILBOX_PER_DAY = 10;
