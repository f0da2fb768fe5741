import { describe, expect, it } from 'vitest';
import { compileCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { composePartnerInquiryMail, type PartnerInquiryFacts } from './inquiries.service.server';

const catalogs = compileCatalogs({ warn: () => undefined });
const montreal = {
  name: 'Salon funéraire Rosemont',
  address: '5400, boulevard Rosemont',
  city: 'Montréal',
  state: 'Quebec',
  timeZone: 'America/Toronto',
};
// 03:00 UTC on November 27 is still November 26 in Montréal.
const inquiry = (overrides: Partial<PartnerInquiryFacts> = {}): PartnerInquiryFacts => ({
  name: 'Marie Tremblay',
  email: 'marie@example.com',
  phone: '(514) 555-0199',
  message: 'Bonjour, quels sont vos tarifs?',
  locale: 'fr',
  createdAt: new Date('2026-11-27T03:00:00Z'),
  ...overrides,
});

describe('the inquiry as the partner receives it', () => {
  it('elides « de » before a family name starting with a vowel, in French only', () => {
    const french = composePartnerInquiryMail(inquiry({ name: 'Émilie Ouellet' }), montreal, createI18n(catalogs, 'fr'));
    expect(french.subject).toBe('Demande d’Émilie Ouellet transmise par le Répertoire des partenaires Solace Stones');
    const english = composePartnerInquiryMail(
      inquiry({ name: 'Émilie Ouellet' }),
      montreal,
      createI18n(catalogs, 'en'),
    );
    expect(english.subject).toBe('Inquiry from Émilie Ouellet via the Solace Stones Partner Directory');
  });

  it('in French for a French-speaking partner: French words and date, no language line for a French family', () => {
    const mail = composePartnerInquiryMail(inquiry(), montreal, createI18n(catalogs, 'fr'));
    expect(mail.subject).toBe('Demande de Marie Tremblay transmise par le Répertoire des partenaires Solace Stones');
    expect(mail.text.split('\n')).toEqual([
      'Bonjour Salon funéraire Rosemont,',
      '',
      'Une famille vous a envoyé cette demande par l’intermédiaire du Répertoire des partenaires Solace Stones. Veuillez lui répondre directement\u00a0: il suffit de répondre à ce courriel pour joindre la famille.',
      'Fiche\u00a0: Salon funéraire Rosemont, 5400, boulevard Rosemont, Montréal (Québec)',
      '',
      'DE LA PART DE',
      'Nom\u00a0: Marie Tremblay',
      'Courriel\u00a0: marie@example.com',
      'Téléphone\u00a0: 514 555-0199',
      'Date d’envoi\u00a0: 26 novembre 2026',
      '',
      'MESSAGE',
      'Bonjour, quels sont vos tarifs?',
      '',
    ]);
  });

  it('says so in French when the family wrote from the English site, and when no phone was given', () => {
    const mail = composePartnerInquiryMail(
      inquiry({ locale: 'en', phone: null, message: 'Hello' }),
      montreal,
      createI18n(catalogs, 'fr'),
    );
    expect(mail.text).toContain('Téléphone\u00a0: non indiqué');
    expect(mail.text).toContain(
      'Langue\u00a0: anglais (envoyée depuis le site en anglais; veuillez répondre en anglais)',
    );
  });

  it('in English for an English-speaking partner, naming a family that wrote in French', () => {
    const mail = composePartnerInquiryMail(inquiry(), montreal, createI18n(catalogs, 'en'));
    expect(mail.subject).toBe('Inquiry from Marie Tremblay via the Solace Stones Partner Directory');
    expect(mail.text).toContain('Hello Salon funéraire Rosemont,');
    expect(mail.text).toContain('Please respond to them directly: replying to this email answers the family.');
    expect(mail.text).toContain('Listing: Salon funéraire Rosemont, 5400, boulevard Rosemont, Montréal, Quebec');
    expect(mail.text).toContain('Phone: (514) 555-0199');
    expect(mail.text).toContain('Sent: November 26, 2026');
    expect(mail.text).toContain('Language: French (sent from the French site; please answer in French)');
    const english = composePartnerInquiryMail(inquiry({ locale: 'en' }), montreal, createI18n(catalogs, 'en'));
    expect(english.text).not.toContain('Language:');
  });
});
