import type { I18n } from '@lingui/core';
import { nameArgs } from '~/modules/i18n/name-grammar';
import { site } from '~/lib/site';
import { stripBidiControls } from '~/lib/unicode';
import { formatDate } from '~/modules/i18n/format';
import type { Locale } from '~/modules/i18n/locales';
import { regionNameIn } from '~/modules/i18n/regions-fr';
import { partnerTimeZone } from '~/modules/partners/opening-hours';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { CONFIRM_LINK_DAYS, portalPaths, type ProposedNameAddress, SIGN_IN_LINK_MINUTES } from './portal-constants';

/*
 * The portal's emails to partners (sign-in link, first invitation, "Is this still right?", the notice that a
 * listing's email changed, the receipt of a name or address change and the office's decision on it), plain text, written
 * from the catalogues in the partner's language (partners.preferred_language, decision 033), linking the
 * portal's pages in that language.
 */

/** The outbox `purpose` of each portal email, so the office can tell them apart. */
export const PORTAL_MAIL_PURPOSES = {
  signIn: 'portal-sign-in',
  invitation: 'portal-invitation',
  reminder: 'portal-reminder',
  emailChanged: 'portal-email-changed',
  changeDecided: 'portal-change-decided',
  changeRequested: 'portal-change-requested',
} as const;

type PortalMailPurpose = (typeof PORTAL_MAIL_PURPOSES)[keyof typeof PORTAL_MAIL_PURPOSES];

/** Each portal email in the office's words, per purpose (the dashboard's email delivery card). */
export const PORTAL_MAIL_PURPOSE_WORDS: Record<PortalMailPurpose, string> = {
  'portal-sign-in': 'Partner portal sign-in links',
  'portal-invitation': 'Partner portal invitations',
  'portal-reminder': 'Reminders to partners to check their listing',
  'portal-email-changed': 'Notices that a listing email changed',
  'portal-change-decided': 'Decisions on name or address changes',
  'portal-change-requested': 'Receipts for name or address changes partners asked for',
};

export interface MailText {
  subject: string;
  text: string;
  /** The language it is written in: its From name follows it. */
  language: Locale;
}

const localeOf = (i18n: I18n): Locale => (i18n.locale === 'fr' ? 'fr' : 'en');

/** "Montréal, Québec" in French, "Montréal, Quebec" in English. */
function placeOf(locale: Locale, { city, state }: { city: string; state: string }): string {
  return stripBidiControls(`${city}, ${regionNameIn(locale, state)}`);
}

/**
 * The language of a sign-in email to an address: its listings' setting; when they disagree (a chain set up
 * in both languages), the language of the page the link was asked from.
 */
export function signInMailLocale(listings: readonly { preferredLanguage: Locale }[], pageLocale: Locale): Locale {
  const languages = new Set(listings.map((listing) => listing.preferredLanguage));
  const [only] = languages;
  return languages.size === 1 && only ? only : pageLocale;
}

/** The sign-in link, or the office's first invitation to the portal (the same link, other words around it). */
export function signInMail(
  i18n: I18n,
  {
    publicUrl,
    token,
    listings,
    invitation = false,
  }: {
    publicUrl: string;
    token: string;
    listings: readonly { name: string; city: string; state: string }[];
    invitation?: boolean;
  },
): MailText {
  const paths = portalPaths(localeOf(i18n));
  const productName = site.productName;
  const names = listings
    .map((partner) => `- ${stripBidiControls(partner.name)} (${placeOf(localeOf(i18n), partner)})`)
    .join('\n');
  const link = `${publicUrl}${paths.signInLink(token)}`;
  return {
    language: localeOf(i18n),
    subject: invitation
      ? i18n._('portal.email.invitation.subject', { productName })
      : i18n._('portal.email.signIn.subject', { productName }),
    text: [
      i18n._('portal.email.greeting'),
      '',
      invitation
        ? i18n._('portal.email.invitation.intro', { productName })
        : i18n._('portal.email.signIn.intro', { productName }),
      '',
      link,
      '',
      i18n._('portal.email.signIn.expires', { minutes: SIGN_IN_LINK_MINUTES }),
      names,
      '',
      invitation
        ? i18n._('portal.email.invitation.later', { url: `${publicUrl}${paths.signIn}` })
        : i18n._('portal.email.signIn.ignore'),
    ].join('\n'),
  };
}

/** "Is this still right?": the check date in the listing's own time zone, a one-click confirm link, the sign-in page. */
export function reminderMail(
  i18n: I18n,
  {
    publicUrl,
    token,
    listing,
  }: {
    publicUrl: string;
    token: string;
    listing: { name: string; city: string; state: string; timeZone: string | null; informationCheckedAt: Date };
  },
): MailText {
  const locale = localeOf(i18n);
  const paths = portalPaths(locale);
  const productName = site.productName;
  const partnerName = stripBidiControls(listing.name);
  const named = nameArgs(locale, partnerName);
  const place = placeOf(locale, listing);
  const date = formatDate(locale, listing.informationCheckedAt, {
    timeZone: partnerTimeZone(listing) ?? 'UTC',
  });
  return {
    language: localeOf(i18n),
    subject: i18n._('portal.email.reminder.subject', { partnerName, productName }),
    text: [
      i18n._('portal.email.greeting'),
      '',
      i18n._('portal.email.reminder.intro', {
        partnerName: named.name,
        partnerNameForm: named.nameForm,
        place,
        productName,
      }),
      i18n._('portal.email.reminder.checked', { date }),
      '',
      i18n._('portal.email.reminder.confirm', { url: `${publicUrl}${paths.confirm(token)}` }),
      i18n._('portal.email.reminder.edit', { url: `${publicUrl}${paths.signIn}` }),
      '',
      i18n._('portal.email.reminder.expires', { days: CONFIRM_LINK_DAYS }),
    ].join('\n'),
  };
}

/**
 * To a listing's former address after a portal edit changed it: whoever held a session could otherwise take
 * the listing over unnoticed. The date is the listing's own; the office's address is the way back.
 */
export function emailChangedMail(
  i18n: I18n,
  {
    listing,
    newEmail,
    officeEmail,
    at,
  }: {
    listing: { name: string; state: string; timeZone: string | null };
    newEmail: string;
    officeEmail: string;
    at: Date;
  },
): MailText {
  const locale = localeOf(i18n);
  const partnerName = stripBidiControls(listing.name);
  const date = formatDate(locale, at, { timeZone: partnerTimeZone(listing) ?? 'UTC' });
  return {
    language: localeOf(i18n),
    subject: i18n._('portal.email.emailChanged.subject', { partnerName, productName: site.productName }),
    text: [
      i18n._('portal.email.greeting'),
      '',
      i18n._('portal.email.emailChanged.intro', { partnerName, newEmail: stripBidiControls(newEmail), date }),
      '',
      i18n._('portal.email.emailChanged.notYou', { officeEmail }),
    ].join('\n'),
  };
}

/** A proposed name and address, one line each, as the change emails quote it. */
function proposedLines(i18n: I18n, proposed: ProposedNameAddress): string[] {
  return [
    stripBidiControls(proposed.name),
    stripBidiControls(proposed.address),
    i18n._('portal.email.change.place', {
      city: stripBidiControls(proposed.city),
      state: regionNameIn(localeOf(i18n), proposed.state),
      zipCode: stripBidiControls(proposed.zipCode),
    }),
  ];
}

/**
 * The receipt of a name or address change the partner asked for: what was asked, that the office reviews it
 * before families see it, and that the decision will be emailed; the office's address if they did not ask.
 */
export function changeRequestedMail(
  i18n: I18n,
  { listing, proposed, officeEmail }: { listing: { name: string }; proposed: ProposedNameAddress; officeEmail: string },
): MailText {
  const partnerName = stripBidiControls(listing.name);
  return {
    language: localeOf(i18n),
    subject: i18n._('portal.email.changeRequested.subject', { partnerName, productName: site.productName }),
    text: [
      i18n._('portal.email.greeting'),
      '',
      i18n._('portal.email.changeRequested.intro', { partnerName }),
      '',
      ...proposedLines(i18n, proposed),
      '',
      i18n._('portal.email.changeRequested.review'),
      '',
      i18n._('portal.email.changeRequested.notYou', { officeEmail }),
    ].join('\n'),
  };
}

/**
 * The office's decision on a name or address change the partner asked for: approved, with the listing as
 * families now see it and a link to its page; declined, with what was asked and whom to ask why. Dated by
 * the day the partner asked, in the listing's time zone.
 */
export function changeDecisionMail(
  i18n: I18n,
  {
    decision,
    listing,
    proposed,
    askedAt,
    publicUrl,
    officeEmail,
  }: {
    decision: 'approved' | 'declined';
    /** The listing after the decision. */
    listing: { id: string; name: string; state: string; timeZone: string | null; stateSlug: string; citySlug: string };
    proposed: ProposedNameAddress;
    askedAt: Date;
    publicUrl: string;
    officeEmail: string;
  },
): MailText {
  const locale = localeOf(i18n);
  const productName = site.productName;
  const partnerName = stripBidiControls(listing.name);
  const date = formatDate(locale, askedAt, { timeZone: partnerTimeZone(listing) ?? 'UTC' });
  const asked = proposedLines(i18n, proposed);
  if (decision === 'approved') {
    const page = partnerPath(listing);
    return {
      language: locale,
      subject: i18n._('portal.email.changeApproved.subject', { partnerName, productName }),
      text: [
        i18n._('portal.email.greeting'),
        '',
        i18n._('portal.email.changeApproved.intro', { date }),
        '',
        ...asked,
        '',
        i18n._('portal.email.changeApproved.see', { url: `${publicUrl}${localizedPath(page, locale) ?? page}` }),
      ].join('\n'),
    };
  }
  return {
    language: locale,
    subject: i18n._('portal.email.changeDeclined.subject', { partnerName, productName }),
    text: [
      i18n._('portal.email.greeting'),
      '',
      i18n._('portal.email.changeDeclined.intro', { date, partnerName }),
      '',
      ...asked,
      '',
      i18n._('portal.email.changeDeclined.outcome', { officeEmail }),
    ].join('\n'),
  };
}
