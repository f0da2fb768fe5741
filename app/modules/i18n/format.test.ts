import { describe, expect, it } from 'vitest';
import { compileCatalogs, createI18n } from './catalog.server';
import {
  distanceUnitFor,
  formatCheckedOn,
  formatDate,
  formatDateTime,
  formatDistance,
  formatMonth,
  formatNumber,
  formatPhone,
  phoneAsWritten,
  formatPrice,
} from './format';

const NBSP = '\u00a0';

describe('distances', () => {
  it('are in miles only for US places in English, kilometres otherwise', () => {
    expect(distanceUnitFor('en', 'US')).toBe('mi');
    expect(distanceUnitFor('en', 'CA')).toBe('km');
    expect(distanceUnitFor('fr', 'US')).toBe('km');
    expect(distanceUnitFor('fr', 'CA')).toBe('km');
  });

  it('read as the language writes them: tenths under 10, whole numbers from 10', () => {
    expect(formatDistance('en', 1, 'US')).toBe('1 mi');
    expect(formatDistance('en', 12.4, 'US')).toBe('12 mi');
    expect(formatDistance('en', 1, 'CA')).toBe('1.6 km');
    expect(formatDistance('fr', 1, 'CA')).toBe(`1,6${NBSP}km`);
    expect(formatDistance('fr', 10, 'US')).toBe(`16${NBSP}km`);
    expect(formatDistance('fr', 1000, 'CA')).toBe(`1${NBSP}609${NBSP}km`);
  });
});

describe('numbers, dates and prices', () => {
  it('group thousands as each language does', () => {
    expect(formatNumber('en', 1500)).toBe('1,500');
    expect(formatNumber('fr', 1500)).toBe(`1${NBSP}500`);
  });

  it('write a date in words', () => {
    const date = new Date('2026-11-26T15:00:00Z');
    expect(formatDate('fr', date)).toBe('26 novembre 2026');
    expect(formatDate('en', date)).toBe('November 26, 2026');
  });

  it('write the first of a month as French does, "1er"', () => {
    const first = new Date('2026-12-01T15:00:00Z');
    expect(formatDate('fr', first)).toBe('1er décembre 2026');
    expect(formatDate('en', first)).toBe('December 1, 2026');
    expect(formatDateTime('fr', first, { timeZone: 'UTC' }).replace(/\s/g, ' ')).toBe('1er déc. 2026, 15 h 00');
    expect(formatDate('fr', new Date('2026-12-11T15:00:00Z'))).toBe('11 décembre 2026');
  });

  it('count the day where the office is unless told otherwise', () => {
    const lateEvening = new Date('2026-11-27T02:00:00Z');
    expect(formatDate('fr', lateEvening)).toBe('26 novembre 2026');
    expect(formatDate('fr', lateEvening, { timeZone: 'UTC' })).toBe('27 novembre 2026');
  });

  it('write a moment and a month as each language does', () => {
    const moment = new Date('2026-11-20T15:05:00Z');
    // Spaces as the running ICU writes them (plain, no-break or narrow no-break).
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatDateTime('en', moment, { timeZone: 'UTC' }))).toBe('Nov 20, 2026, 3:05 PM');
    expect(spaced(formatDateTime('fr', moment, { timeZone: 'UTC' }))).toBe('20 nov. 2026, 15 h 05');
    expect(formatMonth('en', '2026-07')).toBe('Jul 2026');
    expect(formatMonth('fr', '2026-07')).toBe('juill. 2026');
  });

  it('show prices in the partner’s dollars, cents only when there are any', () => {
    expect(formatPrice('en', 1500, 'US')).toBe('$1,500');
    expect(formatPrice('en', 1500, 'CA')).toBe('$1,500');
    expect(formatPrice('fr', 1500, 'CA')).toBe(`1${NBSP}500${NBSP}$`);
    expect(formatPrice('fr', 1500, 'US')).toBe(`1${NBSP}500${NBSP}$${NBSP}US`);
    expect(formatPrice('fr', 99.5, 'CA')).toBe(`99,50${NBSP}$`);
  });
});

describe('phone numbers', () => {
  it('follow the North American format in English and the Canadian French one in French', () => {
    expect(formatPhone('en', '514-555-0123')).toBe('(514) 555-0123');
    expect(formatPhone('fr', '(514) 555-0123')).toBe('514 555-0123');
    expect(formatPhone('fr', '+1 514.555.0123')).toBe('514 555-0123');
  });

  it('are shown the French way on French pages and as written on English ones', () => {
    expect(phoneAsWritten('fr', '514-555-0123')).toBe('514 555-0123');
    expect(phoneAsWritten('en', '514-555-0123')).toBe('514-555-0123');
  });

  it('leave anything else as it was entered', () => {
    expect(formatPhone('fr', '555-0123')).toBe('555-0123');
    expect(formatPhone('fr', '555-0123 poste 4')).toBe('555-0123 poste 4');
  });

  it('write an extension the way each language does', () => {
    expect(formatPhone('en', '(514) 555-0123 ext. 12')).toBe('(514) 555-0123 ext. 12');
    expect(formatPhone('en', '514.555.0123 poste 12')).toBe('(514) 555-0123 ext. 12');
    expect(phoneAsWritten('fr', '(514) 555-0123 ext. 12')).toBe('514 555-0123, poste 12');
  });
});

describe('when a listing was checked', () => {
  const catalogs = compileCatalogs({ warn: () => {} });
  const now = new Date('2026-11-26T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('reads as a family would say it, in each language', () => {
    const fr = createI18n(catalogs, 'fr');
    const en = createI18n(catalogs, 'en');
    expect(formatCheckedOn(fr, daysAgo(0), now)).toBe('Vérifié aujourd’hui');
    expect(formatCheckedOn(fr, daysAgo(1), now)).toBe('Vérifié hier');
    expect(formatCheckedOn(fr, daysAgo(3), now)).toBe('Vérifié il y a 3 jours');
    expect(formatCheckedOn(fr, daysAgo(61), now)).toBe('Vérifié il y a 2 mois');
    expect(formatCheckedOn(en, daysAgo(3), now)).toBe('Checked 3 days ago');
    expect(formatCheckedOn(en, daysAgo(0), now)).toBe('Checked today');
  });

  it('gives the date after a year, and today for a time a skewed clock puts in the future', () => {
    const fr = createI18n(catalogs, 'fr');
    expect(formatCheckedOn(fr, new Date('2025-06-10T12:00:00Z'), now)).toBe('Vérifié le 10 juin 2025');
    expect(formatCheckedOn(fr, new Date(now.getTime() + 3_600_000), now)).toBe('Vérifié aujourd’hui');
  });
});
