import { describe, expect, it } from 'vitest';
import { createLogger } from '~/lib/logger.server';
import { generatePressRelease } from './partner-tools.service.server';
import { countWords, wordCountBounds } from './press-release-composer';
import { composeFrenchPressRelease, isUsableFrenchRelease, toFrenchThirdPerson } from './press-release-composer-fr';
import { FRENCH_PRESS_RELEASE_SYSTEM_PROMPT, frenchPressReleasePrompt } from './press-release-prompt';
import { type PressReleaseFormValues, pressReleaseSchema, WORD_COUNT_OPTIONS } from './press-release.schema';

const today = new Date('2026-03-01T15:00:00Z');

const darche: PressReleaseFormValues = {
  companyName: 'Maison funéraire Darche',
  contactName: 'Julie Gagnon',
  contactEmail: 'julie@darche.example',
  contactPhone: '(514) 555-0123',
  companyAddress: '1234, rue Sherbrooke Est, Montréal (Québec) H2L 1M4',
  website: 'https://darche.example',
  newsAngle:
    'Nous offrons maintenant les cendres solidifiées Solace Stones aux familles de Montréal. Notre équipe a suivi la formation des partenaires en octobre.',
  testimonials:
    '« Tenir les pierres nous a apporté la paix. » — La famille Tremblay\nIls nous ont guidés avec douceur.',
  callToAction: 'Appelez-nous pour prendre rendez-vous',
  additionalInfo: 'Nous servons les familles du Plateau depuis 1952.',
  locale: 'fr',
};

const minimal: PressReleaseFormValues = {
  companyName: 'Le Choix funéraire',
  contactName: 'Luc Roy',
  contactEmail: 'luc@choix.example',
  contactPhone: '819-555-0199',
  companyAddress: 'Ottawa',
  newsAngle: 'Nouveauté!',
  callToAction: 'Écrivez-nous',
  locale: 'fr',
};

const sentence =
  'Notre équipe a passé de longs mois à préparer cette option pour les familles qui nous font confiance. ';
const longest: PressReleaseFormValues = {
  ...darche,
  newsAngle: sentence.repeat(21).slice(0, 2000),
  additionalInfo: sentence.repeat(21).slice(0, 2000),
};

const compose = (values: PressReleaseFormValues, options = {}) =>
  composeFrenchPressRelease(pressReleaseSchema.parse(values), { today, timeZone: 'America/Toronto', ...options });

describe('composeFrenchPressRelease', () => {
  for (const [name, values] of Object.entries({ darche, minimal, longest })) {
    for (const { value: target } of WORD_COUNT_OPTIONS) {
      it(`writes a complete ${target}-word communiqué (${name} input)`, () => {
        const input = pressReleaseSchema.parse({ ...values, targetWordCount: target });
        const text = compose({ ...values, targetWordCount: target });
        const { min, max } = wordCountBounds(Number(target));
        expect(countWords(text)).toBeGreaterThanOrEqual(min);
        expect(countWords(text)).toBeLessThanOrEqual(max);
        expect(isUsableFrenchRelease(text, input)).toBe(true);
        expect(text).not.toMatch(/\b(?:the|and|families|release)\b/i);
      });
    }
  }

  it('writes the dateline, quotes and contact block the Quebec way', () => {
    const text = compose(darche);
    expect(text.startsWith('POUR DIFFUSION IMMÉDIATE\n\n')).toBe(true);
    // The first of the month is « 1er »; the town in capitals, the province in parentheses.
    expect(text).toContain('\n\nMONTRÉAL (Québec), le 1er mars 2026 – ');
    expect(text).toContain('Maison funéraire Darche offre maintenant les cendres solidifiées');
    expect(text).toContain('L’équipe de Maison funéraire Darche a suivi la formation');
    expect(text).toContain('«\u00a0Tenir les pierres nous a apporté la paix\u00a0», témoigne la famille Tremblay.');
    expect(text).toContain('une personne écrit\u00a0: «\u00a0Ils nous ont guidés avec douceur.\u00a0»');
    expect(text).toContain('«\u00a0Appelez-nous pour prendre rendez-vous.\u00a0»');
    expect(text).toContain('au 514 555-0123 ou à julie@darche.example');
    expect(text).toContain('À propos de Maison funéraire Darche\n');
    expect(text).toContain('exerce ses activités à Montréal, au Québec, et accompagne les familles de Montréal');
    expect(text).toContain('Source et renseignements\u00a0:\nJulie Gagnon\nMaison funéraire Darche\n514 555-0123');
    expect(text.endsWith('\n\n-30-\n')).toBe(true);
  });

  it('n’affirme rien que le partenaire n’a pas donné : pas de nouvelle « communiquée aujourd’hui »', () => {
    for (const newsAngle of [darche.newsAngle, 'Nous offrons Solace Stones.', 'Nouveauté!']) {
      const text = compose({ ...darche, newsAngle });
      expect(text).not.toMatch(/communiquée aujourd’hui|qui lui font confiance/);
    }
  });

  it('names a town as it is spelt there, and a company whose name starts with « Le » with « du »', () => {
    const text = compose({ ...minimal, companyAddress: '12 Main St, Montreal, QC H2X 1Y4' }, { cityName: 'Montréal' });
    expect(text).toContain('MONTRÉAL (Québec), le 1er mars 2026 – ');
    expect(text).toContain('Le message du Choix funéraire est simple');
  });

  it('leads with a partner’s « Nous sommes » sentence as their words, never as the headline', () => {
    const text = compose({ ...darche, newsAngle: 'Nous sommes fiers de servir les familles de Montréal.' });
    expect(text).not.toContain('est fiers');
    expect(text.split('\n')[2]).toBe(
      'Maison funéraire Darche offre désormais les cendres solidifiées Solace Stones aux familles de Montréal',
    );
    expect(text).toContain(
      '– «\u00a0Nous sommes fiers de servir les familles de Montréal\u00a0», affirme l’équipe de Maison funéraire Darche.',
    );
  });

  it('turns « Nous » and « Notre » into the third person and leaves other sentences alone', () => {
    expect(toFrenchThirdPerson('Nous proposons un accueil chaleureux.', 'Maison Darche')).toBe(
      'Maison Darche propose un accueil chaleureux.',
    );
    expect(toFrenchThirdPerson('Nos conseillers répondent à vos questions.', 'Alfred Dallaire')).toBe(
      'Les conseillers d’Alfred Dallaire répondent à vos questions.',
    );
  });

  it('quotes as the team’s words a sentence whose agreement follows « nous » or that still speaks as « nous »', () => {
    expect(toFrenchThirdPerson('Nous sommes fiers de ce partenariat.', 'Maison Darche')).toBe(
      '«\u00a0Nous sommes fiers de ce partenariat\u00a0», affirme l’équipe de Maison Darche.',
    );
    expect(toFrenchThirdPerson('Nous avons été choisis par les familles.', 'Alfred Dallaire')).toBe(
      '«\u00a0Nous avons été choisis par les familles\u00a0», affirme l’équipe d’Alfred Dallaire.',
    );
    expect(toFrenchThirdPerson('Nous offrons ce service à nos familles.', 'Maison Darche')).toBe(
      '«\u00a0Nous offrons ce service à nos familles\u00a0», affirme l’équipe de Maison Darche.',
    );
    expect(toFrenchThirdPerson('Depuis 1950, nous servons Laval!', 'Maison Darche')).toBe(
      '«\u00a0Depuis 1950, nous servons Laval!\u00a0», affirme l’équipe de Maison Darche.',
    );
    expect(toFrenchThirdPerson('Nous avons formé toute l’équipe.', 'Maison Darche')).toBe(
      'Maison Darche a formé toute l’équipe.',
    );
    expect(toFrenchThirdPerson('Les familles sont les bienvenues.', 'Maison Darche')).toBe(
      'Les familles sont les bienvenues.',
    );
  });
});

describe('the French release through the service', () => {
  const withoutModel = {
    env: { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: 'none' },
    log: createLogger('silent'),
  };

  it('writes French for locale fr, with the town spelt as the gazetteer has it', async () => {
    const input = pressReleaseSchema.parse({ ...darche, companyAddress: '1234 Sherbrooke St E, Montreal, QC H2L 1M4' });
    const text = await generatePressRelease(input, { ...withoutModel, today });
    expect(text).toContain('MONTRÉAL (Québec), le 1er mars 2026 – ');
  });

  it('asks a chat model for French, with the date written in French', () => {
    const prompt = frenchPressReleasePrompt(pressReleaseSchema.parse(darche), { today, timeZone: 'America/Toronto' });
    expect(prompt).toContain('Rédigez en français un communiqué d’environ 400 mots (entre 360 et 440 mots).');
    expect(prompt).toContain('Date du jour : 1er mars 2026');
    expect(FRENCH_PRESS_RELEASE_SYSTEM_PROMPT).toContain('français du Canada');
    expect(FRENCH_PRESS_RELEASE_SYSTEM_PROMPT).toContain('-30-');
  });
});
