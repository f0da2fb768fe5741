import { site } from '~/lib/site';
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
