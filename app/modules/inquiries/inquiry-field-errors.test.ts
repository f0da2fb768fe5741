import { describe, expect, it } from 'vitest';
import { compileCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { inquiryFieldErrors, messageLengthHint, tooManyInquiriesMessage } from './inquiry-field-errors';
import { inquiryInputSchema } from './inquiry.schema';

const catalogs = compileCatalogs({ warn: () => {} });
const valid = {
  name: 'Marie Tremblay',
  email: 'marie@example.com',
  phone: '',
  message: 'Offrez-vous des pierres commémoratives?',
  partnerId: '6f1c2a34-1b2c-4d5e-8f90-123456789abc',
};

function errorsIn(locale: 'en' | 'fr', input: object) {
  const result = inquiryInputSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return inquiryFieldErrors(createI18n(catalogs, locale), result.error);
}

describe('inquiry field errors in the page’s language', () => {
  it('say in French why a name or a phone is refused, and in English in the schema’s own words', () => {
    const input = { name: 'Gagnez 1000 $ sur www.prix-gratuits', phone: 'http://evil.example' };
    expect(errorsIn('fr', input)).toEqual({
      name: 'Un nom ne peut pas contenir d’adresse Web ou courriel',
      phone: 'Entrez un numéro de téléphone avec l’indicatif régional, par exemple 514\u00a0555-0123',
    });
    expect(errorsIn('en', input)).toEqual({
      name: 'Name cannot contain a web or email address',
      phone: 'Enter a phone number with its area code, like (555) 123-4567',
    });
  });

  it('keep the one-line message for a line break', () => {
    expect(errorsIn('fr', { phone: '514\n555' })).toEqual({
      phone: 'Veuillez écrire ce renseignement sur une seule ligne',
    });
  });
});

describe('a refused inquiry (429) in French', () => {
  it('says how many minutes to wait, rounded up, and that the partner will answer', () => {
    const french = createI18n(catalogs, 'fr');
    expect(tooManyInquiriesMessage(french, 3300)).toBe(
      'Vous avez envoyé plusieurs demandes en peu de temps. Si vous avez déjà écrit à ce partenaire, il vous répondra. Vous pourrez en envoyer une autre dans 55 minutes.',
    );
    expect(tooManyInquiriesMessage(french, 20)).toMatch(/dans 1 minute\.$/);
    expect(tooManyInquiriesMessage(french, undefined)).toBe(
      'Il y a eu trop de tentatives. Veuillez réessayer un peu plus tard.',
    );
  });
});

describe('the message length under the field', () => {
  const en = createI18n(catalogs, 'en');
  const fr = createI18n(catalogs, 'fr');

  it('stays quiet for an ordinary message, counts near the limit and says what to do past it', () => {
    expect(messageLengthHint(en, 1200)).toBeUndefined();
    expect(messageLengthHint(en, 4600)).toEqual({ text: '4,600 of 5,000 characters', over: false });
    expect(messageLengthHint(en, 5000)).toEqual({ text: '5,000 of 5,000 characters', over: false });
    expect(messageLengthHint(en, 6500)).toEqual({
      text: '6,500 of 5,000 characters: please shorten your message to send it.',
      over: true,
    });
  });

  it('speaks French with French numbers', () => {
    expect(messageLengthHint(fr, 6500)?.text).toBe(
      '6\u00a0500 caractères sur 5\u00a0000\u00a0: veuillez raccourcir votre message pour l’envoyer.',
    );
  });
});
