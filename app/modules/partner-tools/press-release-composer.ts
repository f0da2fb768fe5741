import { site } from '~/lib/site';
import { findRegion } from '~/modules/geo/regions';
import type { PressReleaseInput } from './press-release.schema';

/**
 * The built-in press release writer (design §3 "Partner tools"): a complete, publishable release from the
 * form alone, no network. Rules it keeps:
 * - only the facts the partner gave, plus what the tool itself stands for (the partner offers the
 *   product's solidified remains memorials, site.tagline); no invented numbers, names or quotes;
 * - every part a release needs, in the order editors expect: FOR IMMEDIATE RELEASE, headline, subhead,
 *   dateline and lead, body, quotes, call to action, boilerplate, media contact, ###;
 * - within 10 % of the chosen length, counted the way a reader counts words (see countWords), by adding
 *   or leaving out whole sentences of general context and, when the partner wrote more than fits, the
 *   later sentences of their own text;
 * - no placeholder text ever: brackets, braces, 'TBD' and 'Lorem' never reach the output.
 */

export interface ComposeOptions {
  /** The dateline's date; today by default. */
  today?: Date;
  /** IANA zone for the dateline's date (the partner's, which the service passes); the server's own by default. */
  timeZone?: string;
}

/** Words as a reader counts them: whitespace-separated tokens with a letter or digit ('—', '###' are not words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** The accepted band around the chosen length (within 10 %). */
export function wordCountBounds(target: number) {
  return { min: Math.ceil(target * 0.9), max: Math.floor(target * 1.1) };
}

const PLACEHOLDER = /\bTBD\b|\blorem\b|\bipsum\b|\[[^\]]*\]|\{[^}]*\}/i;

/** Tidies a piece of the partner's text: one line, no brackets or braces (they read as placeholders). */
function clean(text: string): string {
  return text.replace(/[[{]/g, '(').replace(/[\]}]/g, ')').replace(/\s+/g, ' ').trim();
}

/** Splits prose into sentences, dropping any that look like a placeholder the partner left in. */
export function splitSentences(text: string): string[] {
  const sentences = text
    .split(/\n+/)
    .flatMap((line) => line.match(/[^.!?]+(?:[.!?]+["')’”]*|$)/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) > 0 && !PLACEHOLDER.test(sentence));
  return sentences.map((sentence) => withFullStop(clean(sentence)));
}

function withFullStop(sentence: string): string {
  const trimmed = sentence.trim();
  if (trimmed === '') return trimmed;
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]["')’”]*$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

const IRREGULAR_VERBS: Record<string, string> = { have: 'has', are: 'is', do: 'does', go: 'goes' };

function thirdPersonVerb(verb: string): string {
  const irregular = IRREGULAR_VERBS[verb.toLowerCase()];
  if (irregular) return irregular;
  if (/(s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * A release speaks of the company in the third person: a sentence opening with "We ..." or "Our ..."
 * is turned around ("We offer" → "{Company} offers"); quotes are left as they were said.
 */
export function toThirdPerson(sentence: string, company: string): string {
  const rules: Array<[RegExp, (match: RegExpExecArray) => string]> = [
    [/^(?:we are|we['’]re)\b/i, () => `${company} is`],
    [/^(?:we have|we['’]ve)\b/i, () => `${company} has`],
    [/^(?:we will|we['’]ll)\b/i, () => `${company} will`],
    [/^we were\b/i, () => `${company} was`],
    [/^we (can|could|would|should|may|might|must)\b/i, (match) => `${company} ${match[1]}`],
    [
      /^we (now|also|recently|proudly|today|officially) ([a-z]+)\b/i,
      (match) => `${company} ${match[1]} ${thirdPersonVerb(match[2] ?? '')}`,
    ],
    [/^we ([a-z]+)\b/i, (match) => `${company} ${thirdPersonVerb(match[1] ?? '')}`],
    [/^our\b/i, () => possessive(company)],
  ];
  for (const [pattern, replace] of rules) {
    const match = pattern.exec(sentence);
    if (match) return replace(match) + sentence.slice(match[0].length);
  }
  return sentence;
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      if (/[A-Z0-9]/.test(word.slice(1)) || /^[^a-z]/.test(word)) return word;
      if (index > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

export interface Place {
  city?: string;
  /** Full state or province name when known ("Illinois"), else as written. */
  state?: string;
  /** The ZIP or postal code at the end of the address, when there is one. */
  postalCode?: string;
}

const COUNTRY = /^(?:usa|u\.s\.a?\.?|us|united states(?: of america)?|canada)$/i;
const POSTAL = /\s*(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i;

/** City and state from a one-line address: "12 Elm St, Springfield, IL 62701" → Springfield, Illinois. */
export function parsePlace(address: string): Place {
  const parts = address
    .split(',')
    .map((part) => clean(part))
    .filter((part) => part !== '' && !COUNTRY.test(part));
  if (parts.length === 0) return {};
  let postalCode: string | undefined;
  const withoutPostalCode = (part: string) => part.replace(POSTAL, (code) => ((postalCode ??= code.trim()), '')).trim();
  let statePart = withoutPostalCode(parts.pop() ?? '');
  if (statePart === '' && parts.length > 0) statePart = withoutPostalCode(parts.pop() ?? '');
  let city = parts.pop();
  if (city === undefined) {
    // One part only: "Springfield IL" (the last word is a state), a state alone, or a city alone.
    const words = statePart.split(' ');
    const last = words.pop() ?? '';
    if (words.length > 0 && findRegion(last)) {
      city = words.join(' ');
      statePart = last;
    } else if (!findRegion(statePart)) {
      city = statePart;
      statePart = '';
    }
  }
  const region = statePart ? findRegion(statePart) : undefined;
  const state = region?.name ?? (statePart || undefined);
  // A street line ("12 Elm St") is not a city.
  if (city && /\d/.test(city)) city = undefined;
  return { city, state, ...(postalCode ? { postalCode } : {}) };
}

/** "March 14, 2026": the dateline's date, which the prompt gives a chat model too. */
export function datelineDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

interface Testimonial {
  quote: string;
  attribution?: string;
}

/** One testimonial per paragraph or line; "text — Name, Role" (or " - Name") names who said it. */
export function parseTestimonials(text: string): Testimonial[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => countWords(line) > 0 && !PLACEHOLDER.test(line))
    .map((line) => {
      const attributed = /^(.*\S)\s+[-–—]{1,2}\s*([^-–—]{2,80})$/.exec(line);
      const rawQuote = attributed ? (attributed[1] ?? '') : line;
      const quote = withFullStop(clean(rawQuote.replace(/^["“']+|["”']+$/g, '').replace(/"/g, '’')));
      return { quote, attribution: attributed ? clean(attributed[2] ?? '').replace(/[.]$/, '') : undefined };
    })
    .filter((item) => countWords(item.quote) > 0);
}

function quoteParagraph(item: Testimonial, company: string, index: number): string {
  if (!item.attribution) return `In a testimonial shared by ${company}, one person wrote: “${item.quote}”`;
  // Vary the verb placement so two quotes in a row do not read like a form letter.
  if (index % 2 === 1) return `${item.attribution} put it this way: “${item.quote}”`;
  const who = item.attribution.replace(/^The\b/, 'the');
  return `“${item.quote.replace(/\.$/, ',')}” said ${who}.`;
}

/** General context that is true of every partner: what the product is and how families use it. */
function contextSentences(company: string, community: string, product: string): string[][] {
  return [
    [
      `Solidified remains offer families a different way to keep a loved one close.`,
      `Instead of receiving ashes in an urn, a family receives smooth, stone-like pieces made from their loved one’s cremated remains.`,
      `The stones can be held in the hand, kept at home or carried along, which many families find brings a comfort that an urn on a shelf does not.`,
    ],
    [
      `For families in ${community}, the option means a new way to remember someone without travelling far from home to arrange it.`,
      `${company} explains the choice, answers questions and coordinates the details, so a family does not have to manage anything separately.`,
      `The memorial stones are returned to the family through ${company}, the same people they have already come to know.`,
    ],
    [
      `Solidified remains can also be shared.`,
      `When relatives live in different cities, each household can keep a few stones of its own, and no one has to decide who keeps the urn.`,
      `Some families place a stone in a garden, at a favourite lake or beside a photograph; others keep one close in a pocket or a small pouch.`,
    ],
    [
      `The option sits alongside the cremation and memorial services that ${company} already provides.`,
      `A family can choose it at the time of a loss or add it later, and it can be combined with a service, a viewing or a scattering of part of the remains.`,
    ],
    [
      `Families who are planning ahead for themselves can also include solidified remains in their arrangements.`,
      `Recording that wish in advance spares loved ones a decision at a difficult time and makes sure the plan reflects what the person wanted.`,
    ],
    [
      `Questions are welcome at any stage.`,
      `Families often want to know how the stones look and feel, how long the process takes and how the remains are handled along the way, and the staff at ${company} can walk through each of these in person or by phone.`,
    ],
    [
      `${product} works only with authorized partners, so families who ask ${company} about solidified remains are dealing with a provider trained in how the service works.`,
      `That partnership lets ${company} offer the option directly, as part of the care it already gives.`,
    ],
    [
      `Grief rarely follows a schedule, and neither does remembrance.`,
      `A stone that can be picked up on an anniversary, passed to a grandchild or taken along on a trip gives families a tangible link to the person they miss.`,
      `For many, that simple act of holding on becomes part of how they heal.`,
    ],
    [
      `${company} sees the partnership as part of a broader commitment to giving families real choices.`,
      `Every family remembers differently, and a funeral home’s role is to offer options with care and clarity, then to honour the decision the family makes.`,
    ],
    [
      `There is no obligation in asking.`,
      `${company} is glad to share what solidified remains are, what choosing them involves and how they compare with other ways of keeping cremated remains, so that each family can decide what feels right.`,
    ],
    [
      `Choosing solidified remains does not mean giving up other traditions.`,
      `Families can still hold a funeral or a celebration of life, gather with friends, share stories and set aside a day each year to remember, with the stones becoming part of those moments rather than replacing them.`,
    ],
    [
      `Children often understand a stone more easily than an urn.`,
      `Something small and smooth that can be held, looked at and kept in a special place can help a young person take part in remembering, in a way that feels natural to them.`,
    ],
    [
      `Families who live far from ${community} can also ask about the option.`,
      `${company} can explain by phone or email how solidified remains are arranged when relatives are spread across the country, and how the stones can reach each household.`,
    ],
    [
      `For ${company}, offering solidified remains is about listening.`,
      `Many families have asked for a way to keep a loved one near that feels more personal than an urn and more lasting than a scattering, and this partnership is a direct answer to that request.`,
    ],
    [
      `People who have lost someone often say that what they want most is something to hold on to.`,
      `Solidified remains answer that wish in a quiet, physical way, and ${company} is proud to make the option available to the community it serves.`,
    ],
  ];
}

/** A release's parts in the order an editor reads them; the partner's sentences stay lists so they can be trimmed. */
export interface ReleaseDraft {
  headline: string;
  subhead: string;
  lead: string;
  news: string[];
  contextA: string[][];
  quotes: string[];
  contextB: string[][];
  additional: string[];
  callToAction: string;
  about: string;
  aboutProduct: string;
  contact: string;
}

/** The lines a newsroom of the release's language expects first and last. */
export interface ReleaseMarks {
  opening: string;
  end: string;
}

const ENGLISH_MARKS: ReleaseMarks = { opening: 'FOR IMMEDIATE RELEASE', end: '###' };

function renderRelease(draft: ReleaseDraft, marks: ReleaseMarks): string {
  const paragraphs = (sentences: string[], per: number) => {
    const out: string[] = [];
    for (let index = 0; index < sentences.length; index += per) out.push(sentences.slice(index, index + per).join(' '));
    return out;
  };
  const blocks = [
    marks.opening,
    `${draft.headline}\n${draft.subhead}`,
    draft.lead,
    ...paragraphs(draft.news, 3),
    ...draft.contextA.map((sentences) => sentences.join(' ')),
    ...draft.quotes,
    ...draft.contextB.map((sentences) => sentences.join(' ')),
    ...paragraphs(draft.additional, 3),
    draft.callToAction,
    draft.about,
    draft.aboutProduct,
    draft.contact,
    marks.end,
  ].filter((block) => block.trim() !== '');
  return `${blocks.join('\n\n')}\n`;
}

/** Cuts one over-long sentence at a word boundary, ending it cleanly. */
function shortenSentence(sentence: string, words: number): string {
  const kept = sentence.split(/\s+/).slice(0, Math.max(words, 8)).join(' ');
  return `${kept.replace(/[,;:.!?]+$/, '')}.`;
}

/**
 * The draft rendered within 10 % of `target` words, in either language: too long, the partner's later
 * sentences leave (additional info, then quotes, then news), never the parts a release needs; too short,
 * general `context` sentences are added, half before the quotes and half after, until it sits close to the target.
 */
export function renderReleaseToLength(
  draft: ReleaseDraft,
  {
    target,
    marks,
    leadStatement,
    context,
  }: {
    target: number;
    marks: ReleaseMarks;
    /** The lead's own statement: the one sentence shortened when the release is still too long. */
    leadStatement: string;
    context: string[][];
  },
): string {
  const { max } = wordCountBounds(target);
  const words = () => countWords(renderRelease(draft, marks));

  const trimOrder: Array<keyof Pick<ReleaseDraft, 'additional' | 'quotes' | 'news'>> = ['additional', 'quotes', 'news'];
  for (const key of trimOrder) {
    while (words() > max && draft[key].length > 0) draft[key] = draft[key].slice(0, -1);
  }
  if (words() > max) {
    // Only a single enormous first sentence can still be over: shorten it in the lead, then the subhead.
    const excess = words() - target;
    draft.lead = draft.lead.replace(leadStatement, shortenSentence(leadStatement, countWords(leadStatement) - excess));
    if (words() > max) draft.subhead = shortenSentence(draft.subhead, 20);
  }

  for (const [index, sentences] of context.entries()) {
    if (words() >= target - Math.floor(target * 0.03)) break;
    const slot = index % 2 === 0 ? draft.contextA : draft.contextB;
    const paragraph: string[] = [];
    slot.push(paragraph);
    for (const sentence of sentences) {
      if (words() + countWords(sentence) > Math.min(max, target + Math.floor(target * 0.04))) continue;
      paragraph.push(sentence);
      if (words() >= target - Math.floor(target * 0.03)) break;
    }
    if (paragraph.length === 0) slot.pop();
  }
  return renderRelease(draft, marks);
}

export function composePressRelease(
  input: PressReleaseInput,
  { today = new Date(), timeZone }: ComposeOptions = {},
): string {
  const target = Number(input.targetWordCount);
  const company = clean(input.companyName);
  const product = site.productName;
  const place = parsePlace(input.companyAddress);
  const where = place.city && place.state ? `${place.city}, ${place.state}` : (place.city ?? place.state);
  const community = place.city ?? place.state ?? 'the community';

  const angle = splitSentences(input.newsAngle).map((sentence) => toThirdPerson(sentence, company));
  const first = angle[0];
  const rest = angle.slice(1);

  // Headline: the partner's own first sentence when it is headline-sized, else a plain statement of the news.
  const firstWords = first ? countWords(first) : 0;
  const angleIsHeadline = first !== undefined && firstWords >= 3 && firstWords <= 14;
  const headline = angleIsHeadline
    ? titleCase(first.replace(/[.!?]+$/, ''))
    : titleCase(
        `${company} Offers Families${place.city ? ` in ${place.city}` : ''} ${product} Solidified Remains Memorials`,
      );
  // "in Springfield, Illinois, can": a state after a city takes a closing comma mid-sentence.
  const whereInSentence = where ? ` in ${where}${where.includes(',') ? ',' : ''}` : '';
  // The angle's first sentence is said once: as the headline when it fits one, else as the lead. Repeated
  // word for word in a subhead or lead it reads as filler to an editor.
  const subhead = angleIsHeadline
    ? `Families served by ${company}${whereInSentence} can now choose ${product} solidified remains, smooth memorial stones made from cremated remains.`
    : `${company} now offers ${product} solidified remains as a way for families to remember a loved one.`;

  const dateline = [place.city?.toUpperCase(), place.state].filter(Boolean).join(', ');
  const date = datelineDate(today, timeZone);
  const leadStatement =
    first !== undefined && !angleIsHeadline
      ? first
      : `${company} today announced that it now offers ${product} solidified remains to the families it serves.`;
  const namesCompany = leadStatement.includes(company);
  // Only what the partner gave: a lead that names the company needs no sentence claiming more.
  const attribution = namesCompany
    ? ''
    : where
      ? ` The announcement comes from ${company}, which serves families in ${where}.`
      : ` The announcement comes from ${company}.`;
  const lead = `${dateline ? `${dateline} — ` : ''}${date} — ${leadStatement}${attribution}`;

  const testimonials = parseTestimonials(input.testimonials ?? '');
  const additional = splitSentences(input.additionalInfo ?? '').map((sentence) => toThirdPerson(sentence, company));
  // The call to action is usually written as the partner would say it ("Call us today"): name the company.
  const cta = withFullStop(
    clean(input.callToAction)
      .replace(/\bus\b/g, company)
      .replace(/\bour\b/g, possessive(company)),
  );
  const website = input.website?.trim() ? input.website.trim() : undefined;
  const reach = `${company} can be reached at ${clean(input.contactPhone)} or ${input.contactEmail}${website ? `, and online at ${website}` : ''}.`;
  const callToAction = `Families who would like to learn more are invited to take the next step. ${cta} ${reach}`;

  const about = `About ${company}\n${company} is based${whereInSentence || ` in ${community}`} and serves families ${
    place.city ? `in ${place.city} and nearby communities` : 'in its community'
  }. As an authorized ${product} partner, ${company} offers solidified remains alongside its own services.${
    website ? ` More information is available at ${website}.` : ''
  }`;
  const aboutProduct = `About ${product}\n${site.tagline}`;
  const logoUrl = input.logoUrl?.startsWith('http') ? input.logoUrl : undefined;
  const contact = [
    'Media Contact',
    clean(input.contactName),
    company,
    clean(input.contactPhone),
    input.contactEmail,
    website,
    logoUrl ? `Logo: ${logoUrl}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');

  const draft: ReleaseDraft = {
    headline,
    subhead,
    lead,
    news: rest,
    contextA: [],
    quotes: testimonials.map((item, index) => quoteParagraph(item, company, index)),
    contextB: [],
    additional,
    callToAction,
    about,
    aboutProduct,
    contact,
  };
  return renderReleaseToLength(draft, {
    target,
    marks: ENGLISH_MARKS,
    leadStatement,
    context: contextSentences(company, community, product),
  });
}

/** The release must hold what an editor needs; used to check an LLM's answer before trusting it. */
export function isUsableRelease(text: string, input: PressReleaseInput, marks = ENGLISH_MARKS): boolean {
  const { min, max } = wordCountBounds(Number(input.targetWordCount));
  const count = countWords(text);
  return (
    count >= min &&
    count <= max &&
    text.trimStart().startsWith(marks.opening) &&
    text.includes(input.companyName.trim()) &&
    text.includes(input.contactEmail.trim()) &&
    text.includes(marks.end) &&
    !PLACEHOLDER.test(text)
  );
}

export { PLACEHOLDER as PLACEHOLDER_PATTERN };
