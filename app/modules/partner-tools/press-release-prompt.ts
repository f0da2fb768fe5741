import { site } from '~/lib/site';
import { formatDate } from '~/modules/i18n/format';
import { datelineDate, wordCountBounds } from './press-release-composer';
import type { PressReleaseInput } from './press-release.schema';

/*
 * What a chat model is asked when LLM_BASE_URL is set (design §3). The rules mirror the built-in
 * composer's, and the answer is checked against them (isUsableRelease) before anyone sees it: off-length,
 * missing parts or placeholder text send the request back to the composer.
 */

export const PRESS_RELEASE_SYSTEM_PROMPT = [
  'You are an experienced public relations writer for funeral homes and cremation providers.',
  `Write press releases announcing that a funeral home now offers ${site.productName} solidified remains (${site.tagline})`,
  'Write in plain text, no Markdown. Use only the facts given: never invent numbers, dates, names, quotes or claims.',
  'Structure: the line FOR IMMEDIATE RELEASE; a headline; a one-sentence subhead; a dateline paragraph starting',
  '"CITY, State — Month D, YYYY —"; body paragraphs built on the news angle; the testimonials as attributed quotes,',
  'word for word; the additional information; the call to action with the contact details; an "About {company}"',
  'paragraph; a "Media Contact" block (name, company, phone, email, website); and a last line with ###.',
  'Never write placeholders such as brackets, braces, TBD or Lorem ipsum. Warm, calm, respectful tone.',
].join(' ');

/** `timeZone`: where the dateline's day is counted, the partner's. */
export function pressReleasePrompt(
  input: PressReleaseInput,
  { today, timeZone }: { today: Date; timeZone: string },
): string {
  const target = Number(input.targetWordCount);
  const { min, max } = wordCountBounds(target);
  const date = datelineDate(today, timeZone);
  const facts: Array<[string, string | undefined]> = [
    ['Company', input.companyName],
    ['Address', input.companyAddress],
    ['Contact name', input.contactName],
    ['Contact email', input.contactEmail],
    ['Contact phone', input.contactPhone],
    ['Website', input.website],
    ['Logo URL (list it in the media contact block)', input.logoUrl?.startsWith('http') ? input.logoUrl : undefined],
    ['News angle', input.newsAngle],
    ['Testimonials (one per line)', input.testimonials],
    ['Call to action', input.callToAction],
    ['Additional information', input.additionalInfo],
    ["Today's date", date],
  ];
  return [
    `Write a press release of about ${target} words (between ${min} and ${max} words).`,
    '',
    ...facts.filter(([, value]) => value && value.trim() !== '').map(([label, value]) => `${label}: ${value?.trim()}`),
  ].join('\n');
}

/** Models like Markdown: strip fences and emphasis so the text is the plain release a partner sends. */
export function plainRelease(answer: string): string {
  return `${answer
    .replace(/^```[a-z]*\n?|```$/gim, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^#{1,6}\s+(?!#)/gm, '')
    .trim()}\n`;
}

/**
 * The same request for a French page: a communiqué in Canadian French, written as a Quebec newsroom expects
 * it (not a translation of an English release), checked by isUsableFrenchRelease.
 */
export const FRENCH_PRESS_RELEASE_SYSTEM_PROMPT = [
  'Vous êtes un rédacteur expérimenté en relations publiques pour des maisons funéraires et des entreprises de crémation.',
  `Rédigez, en français du Canada, des communiqués annonçant qu’une maison funéraire offre désormais les cendres solidifiées ${site.productName}`,
  '(des pierres commémoratives lisses faites à partir des cendres d’un être cher). Écrivez en français naturel, pas en traduction.',
  'Texte brut, sans Markdown. N’utilisez que les faits donnés : n’inventez jamais de chiffres, de dates, de noms, de citations ni d’affirmations.',
  'Structure : la ligne POUR DIFFUSION IMMÉDIATE; un titre (majuscule au premier mot et aux noms propres seulement); un sous-titre d’une phrase;',
  'un premier paragraphe commençant par « VILLE (Province), le J mois AAAA – »; des paragraphes fondés sur l’annonce;',
  'les témoignages cités mot pour mot entre « »; les renseignements supplémentaires; l’invitation à agir avec les coordonnées;',
  'un paragraphe « À propos de {entreprise} »; un bloc « Source et renseignements : » (nom, entreprise, téléphone, courriel, site Web);',
  'et une dernière ligne -30-. Typographie québécoise : espace insécable avant le deux-points et à l’intérieur des guillemets.',
  'N’écrivez jamais d’espaces réservés comme des crochets, des accolades, TBD ou Lorem ipsum. Ton chaleureux, calme et respectueux.',
].join(' ');

/** The facts for a French release; the dateline's date written in French ("1er mars 2026"). */
export function frenchPressReleasePrompt(
  input: PressReleaseInput,
  { today, timeZone }: { today: Date; timeZone: string },
): string {
  const target = Number(input.targetWordCount);
  const { min, max } = wordCountBounds(target);
  const facts: Array<[string, string | undefined]> = [
    ['Entreprise', input.companyName],
    ['Adresse', input.companyAddress],
    ['Personne-ressource', input.contactName],
    ['Courriel', input.contactEmail],
    ['Téléphone', input.contactPhone],
    ['Site Web', input.website],
    [
      'Logo (à indiquer dans le bloc Source et renseignements)',
      input.logoUrl?.startsWith('http') ? input.logoUrl : undefined,
    ],
    ['Annonce', input.newsAngle],
    ['Témoignages (un par ligne)', input.testimonials],
    ['Invitation à agir', input.callToAction],
    ['Renseignements supplémentaires', input.additionalInfo],
    ['Date du jour', formatDate('fr', today, { timeZone })],
  ];
  return [
    `Rédigez en français un communiqué d’environ ${target} mots (entre ${min} et ${max} mots).`,
    '',
    ...facts.filter(([, value]) => value && value.trim() !== '').map(([label, value]) => `${label} : ${value?.trim()}`),
  ].join('\n');
}
