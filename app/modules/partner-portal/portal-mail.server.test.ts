import { describe, expect, it } from 'vitest';
import { compileCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { changeDecisionMail, reminderMail, signInMail, signInMailLocale } from './portal-mail.server';

const catalogs = compileCatalogs({ warn: () => undefined });
const en = createI18n(catalogs, 'en');
const fr = createI18n(catalogs, 'fr');
const publicUrl = 'https://directory.test';
const listings = [
  { name: 'Salon funéraire Rosemont', city: 'Montréal', state: 'Quebec' },
  { name: 'Rosemont Ouest', city: 'Laval', state: 'Quebec' },
];
// Checked at 02:00 UTC on June 11: still June 10 in Montréal.
const listing = { ...listings[0]!, timeZone: null, informationCheckedAt: new Date('2026-06-11T02:00:00Z') };

describe('the sign-in email', () => {
  it('in French: French words, the French portal address, the listings with their French region names', () => {
    const mail = signInMail(fr, { publicUrl, token: 'tok123', listings });
    expect(mail.subject).toBe('Votre lien de connexion au portail des partenaires Solace Stones');
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).toContain('https://directory.test/fr/portail-partenaire/connexion/tok123');
    expect(mail.text).toContain('Il ne fonctionne qu’une seule fois, pendant 20 minutes.');
    expect(mail.text).toContain('- Salon funéraire Rosemont (Montréal, Québec)\n- Rosemont Ouest (Laval, Québec)');
    expect(mail.text).toContain('vous pouvez ignorer ce courriel');
    expect(mail.text).not.toContain('/partner-portal');
  });

  it('in English: English words and the English portal address', () => {
    const mail = signInMail(en, { publicUrl, token: 'tok123', listings });
    expect(mail.subject).toBe('Your sign-in link for the Solace Stones partner portal');
    expect(mail.text).toContain('https://directory.test/partner-portal/sign-in/tok123');
    expect(mail.text).toContain('It works once, within 20 minutes.');
    expect(mail.text).toContain('- Salon funéraire Rosemont (Montréal, Quebec)');
    expect(mail.text).not.toContain('/fr/');
  });

  it('as the office’s invitation: introduces the portal and where to ask for the next link', () => {
    const french = signInMail(fr, { publicUrl, token: 'tok123', listings, invitation: true });
    expect(french.subject).toBe(
      'Votre fiche dans le répertoire Solace Stones\u00a0: une invitation au portail des partenaires',
    );
    expect(french.text).toContain('L’équipe Solace Stones vous invite au portail des partenaires');
    expect(french.text).toContain(
      'demandez un nouveau lien chaque fois que vous en avez besoin\u00a0: https://directory.test/fr/portail-partenaire/connexion',
    );
    expect(french.text).not.toContain('ignorer');
    const english = signInMail(en, { publicUrl, token: 'tok123', listings, invitation: true });
    expect(english.text).toContain('invites you to the partner portal');
    expect(english.text.endsWith('https://directory.test/partner-portal/sign-in')).toBe(true);
  });
});

describe('the language of a sign-in email', () => {
  it('is the listings’ own; the page asked from only breaks a tie between listings that disagree', () => {
    expect(signInMailLocale([{ preferredLanguage: 'fr' }], 'en')).toBe('fr');
    expect(signInMailLocale([{ preferredLanguage: 'en' }, { preferredLanguage: 'en' }], 'fr')).toBe('en');
    expect(signInMailLocale([{ preferredLanguage: 'en' }, { preferredLanguage: 'fr' }], 'fr')).toBe('fr');
    expect(signInMailLocale([{ preferredLanguage: 'en' }, { preferredLanguage: 'fr' }], 'en')).toBe('en');
  });
});

describe('the "still right?" reminder', () => {
  it('in French: the check date in French in the listing’s time zone, French confirm and sign-in links', () => {
    const mail = reminderMail(fr, { publicUrl, token: 'conf9', listing });
    expect(mail.subject).toBe(
      'Vos renseignements sont-ils toujours exacts? Salon funéraire Rosemont dans le répertoire Solace Stones',
    );
    expect(mail.text).toContain('Les familles trouvent le Salon funéraire Rosemont (Montréal, Québec)');
    expect(mail.text).toContain('vérifiée pour la dernière fois le 10 juin 2026.');
    expect(mail.text).toContain('(un seul clic)\u00a0: https://directory.test/fr/portail-partenaire/confirmer/conf9');
    expect(mail.text).toContain('Modifiez la fiche\u00a0: https://directory.test/fr/portail-partenaire/connexion');
    expect(mail.text).toContain('pendant 30 jours.');
  });

  it('dates the check by the clock at the listing, not its state’s: El Paso is on Mountain time', () => {
    // 05:30 UTC on June 11 is 12:30 AM June 11 on Central time and 11:30 PM June 10 on Mountain time.
    const elPaso = {
      name: 'Sun City Cremation',
      city: 'El Paso',
      state: 'Texas',
      timeZone: 'America/Denver',
      informationCheckedAt: new Date('2026-06-11T05:30:00Z'),
    };
    expect(reminderMail(en, { publicUrl, token: 'conf9', listing: elPaso }).text).toContain(
      'The listing was last checked on June 10, 2026.',
    );
    const central = { ...elPaso, city: 'Dallas', timeZone: null };
    expect(reminderMail(en, { publicUrl, token: 'conf9', listing: central }).text).toContain(
      'The listing was last checked on June 11, 2026.',
    );
  });

  it('in English: the date in English, the English links', () => {
    const mail = reminderMail(en, { publicUrl, token: 'conf9', listing });
    expect(mail.subject).toBe('Is this still right? Salon funéraire Rosemont on Solace Stones');
    expect(mail.text).toContain('The listing was last checked on June 10, 2026. Is it still right?');
    expect(mail.text).toContain('Yes, still right (one click): https://directory.test/partner-portal/confirm/conf9');
    expect(mail.text).toContain('Edit the listing: https://directory.test/partner-portal/sign-in');
  });
});

describe('the office’s decision on a name or address change', () => {
  const approved = {
    id: '7f36dd0e-5a46-494e-b8fb-2889e355c322',
    name: 'Salon funéraire L’Érable',
    state: 'Quebec',
    timeZone: null,
    stateSlug: 'quebec',
    citySlug: 'montreal',
  };
  const proposed = {
    name: 'Salon funéraire L’Érable',
    address: '40 rue Sainte-Catherine',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H2X 1Y5',
  };
  // Asked at 02:00 UTC on June 11: still June 10 in Montréal.
  const askedAt = new Date('2026-06-11T02:00:00Z');

  it('in French: the listing as families now see it, written the Quebec way, and its French page', () => {
    const mail = changeDecisionMail(fr, {
      decision: 'approved',
      listing: approved,
      proposed,
      askedAt,
      publicUrl,
      officeEmail: 'care@directory.test',
    });
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe(
      'Votre fiche Salon funéraire L’Érable dans le répertoire Solace Stones\u00a0: modification approuvée',
    );
    expect(mail.text).toContain('que vous avez demandés le 10 juin 2026.');
    expect(mail.text).toContain('Salon funéraire L’Érable\n40 rue Sainte-Catherine\nMontréal (Québec) H2X 1Y5\n');
    expect(mail.text).toContain(
      'Voir votre fiche\u00a0: https://directory.test/fr/province/quebec/ville/montreal/7f36dd0e-5a46-494e-b8fb-2889e355c322',
    );
  });

  it('in English, declined: what was asked and whom to ask why, no page link', () => {
    const mail = changeDecisionMail(en, {
      decision: 'declined',
      listing: approved,
      proposed,
      askedAt,
      publicUrl,
      officeEmail: 'care@directory.test',
    });
    expect(mail.text).toContain('On June 10, 2026 you asked the office');
    expect(mail.text).toContain('Montréal, Quebec H2X 1Y5');
    expect(mail.text).toContain('To ask why, write to care@directory.test.');
    expect(mail.text).not.toContain('https://');
  });
});
