import { site } from '~/lib/site';

/*
 * The built-in description writer behind the admin's "generate" buttons (design §3 "Partner tools":
 * descriptions come from a built-in composer, or from an LLM when one is configured). Pure and
 * deterministic: the same facts always give the same text.
 *
 * The rule that matters most: it states only what it was given. A fact that is missing (no services, no
 * yearly count, no partner-since date) leaves its sentence out; nothing is guessed and no placeholder is
 * ever left for a person to fill in. What every partner shares by being listed here (authorised to offer
 * the solidified-remains memorial) is the one thing it may say without being told.
 */

export interface PartnerFacts {
  name: string;
  address?: string | null;
  city: string;
  state: string;
  servicesOffered?: readonly string[] | null;
  annualCremations?: number | null;
  locationCount?: number | null;
  partnerSince?: string | null;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'two', 'ten', then digits ('12', '1,250'): how a person would write a count in prose. */
function countInWords(value: number): string {
  return NUMBER_WORDS[value] ?? value.toLocaleString('en-US');
}

/** Collapses the spaces a form may leave inside a value ("Hill  Country ") without changing its words. */
function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Sentence-final text never ends in two periods ("Smith & Sons Inc." + "."). */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * A service as it reads mid-sentence: Title Case words are lowered ("Direct Cremation" → "direct
 * cremation"), acronyms and mixed-case names are kept as typed ("VA Benefits" → "VA benefits").
 */
function serviceInProse(service: string): string {
  return clean(service)
    .split(' ')
    .map((word) => (/^[A-Z][a-z'’-]*$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** 'a', 'a and b', 'a, b and c'. */
export function listInProse(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface Normalised {
  name: string;
  address: string;
  city: string;
  state: string;
  services: string[];
  annualCremations: number | null;
  locationCount: number | null;
  partnerSince: string;
}

function normalise(facts: PartnerFacts): Normalised {
  const services = [...new Set((facts.servicesOffered ?? []).map(serviceInProse).filter((service) => service !== ''))];
  const positive = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
  return {
    name: clean(facts.name),
    address: clean(facts.address),
    city: clean(facts.city),
    state: clean(facts.state),
    services,
    annualCremations: positive(facts.annualCremations),
    locationCount: positive(facts.locationCount),
    partnerSince: clean(facts.partnerSince),
  };
}

/** Only the name picks between phrasings, so regenerating the same partner gives the same text. */
function variant(name: string, choices: number): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash % choices;
}

function place(facts: Normalised): string {
  return `${facts.city}, ${facts.state}`;
}

function introSentence(facts: Normalised, { withLocations = true } = {}): string {
  const where = place(facts);
  const locations =
    withLocations && facts.locationCount !== null && facts.locationCount > 1
      ? ` from ${countInWords(facts.locationCount)} locations`
      : '';
  const openings = [
    `${facts.name} cares for families in and around ${where}${locations}`,
    `${facts.name} serves families in ${where} and nearby communities${locations}`,
  ];
  return sentence(openings[variant(facts.name, openings.length)] ?? openings[0]!);
}

function servicesSentence(facts: Normalised): string | null {
  if (facts.services.length === 0) return null;
  const shown = facts.services.slice(0, 6);
  return sentence(`Services include ${listInProse(shown)}`);
}

function experienceSentence(facts: Normalised): string | null {
  if (facts.annualCremations === null) return null;
  const count = facts.annualCremations.toLocaleString('en-US');
  return sentence(
    `Each year the team cares for about ${count} ${facts.annualCremations === 1 ? 'cremation' : 'cremations'}`,
  );
}

function partnerSinceSentence(facts: Normalised): string | null {
  if (facts.partnerSince === '') return null;
  return sentence(`${facts.name} has been an authorized ${site.productName} partner since ${facts.partnerSince}`);
}

function memorialSentence(): string {
  return sentence(
    `Families who choose cremation can ask about ${site.productName} solidified remains, smooth memorial stones made from their loved one's ashes`,
  );
}

function closingSentence(facts: Normalised): string {
  const where = facts.address === '' ? '' : ` the office at ${facts.address}`;
  return sentence(`Families are welcome to call or stop by${where} to talk through their options with a caring team`);
}

/**
 * The short description for cards: 3 to 5 sentences. Intro, then what is known of services, experience
 * and partnership (the memorial option when fewer than two are known), and the invitation to get in touch.
 */
export function composeShortDescription(input: PartnerFacts): string {
  const facts = normalise(input);
  const known = [servicesSentence(facts), experienceSentence(facts), partnerSinceSentence(facts)].filter(
    (text): text is string => text !== null,
  );
  // With little known the card still says three things: where, the memorial option, the invitation.
  const middle = known.length < 2 ? [...known, memorialSentence()] : known;
  return [introSentence(facts), ...middle, closingSentence(facts)].join(' ');
}

/**
 * The long description for the partner page: 3 to 5 paragraphs separated by a blank line, each built only
 * from what is known: who and where, what they offer, the memorial stones, experience, how to reach them.
 */
export function composeLongDescription(input: PartnerFacts): string {
  const facts = normalise(input);
  const paragraphs: string[] = [];

  paragraphs.push(
    [
      // The locations get their own paragraph below.
      introSentence(facts, { withLocations: false }),
      partnerSinceSentence(facts),
      sentence(
        'The team understands that every family arrives with its own traditions, questions and pace, and offers guidance that is patient, clear and free of pressure',
      ),
    ]
      .filter((text): text is string => text !== null)
      .join(' '),
  );

  if (facts.services.length > 0) {
    const list = listInProse(facts.services.slice(0, 10));
    paragraphs.push(
      [
        sentence(`Services at ${facts.name} include ${list}`),
        sentence(
          'Staff can explain each option, what it involves and how it can be shaped around a family’s wishes, so decisions are made with confidence rather than in a hurry',
        ),
      ].join(' '),
    );
  }

  paragraphs.push(
    [
      sentence(
        `As an authorized ${site.productName} partner, ${facts.name} can arrange solidified remains for families who choose cremation`,
      ),
      sentence(
        'The ashes are returned as a set of smooth, solid memorial stones that can be held, kept close at home or shared among relatives',
      ),
      sentence('Many families find it a gentle way to keep a loved one near'),
    ].join(' '),
  );

  if (facts.annualCremations !== null || (facts.locationCount !== null && facts.locationCount > 1)) {
    const parts: string[] = [];
    if (facts.locationCount !== null && facts.locationCount > 1) {
      parts.push(sentence(`${facts.name} serves the community from ${countInWords(facts.locationCount)} locations`));
    }
    if (facts.annualCremations !== null) {
      const count = facts.annualCremations.toLocaleString('en-US');
      parts.push(
        sentence(
          `Each year the team cares for about ${count} ${facts.annualCremations === 1 ? 'cremation' : 'cremations'}, and brings that experience to every family it serves`,
        ),
      );
    }
    paragraphs.push(parts.join(' '));
  }

  const where = facts.address === '' ? `in ${place(facts)}` : `at ${facts.address}, ${place(facts)}`;
  paragraphs.push(
    [
      sentence(`${facts.name} is located ${where}`),
      sentence(
        'Families are welcome to call or visit to ask questions, talk through their options and plan a farewell that feels right for them',
      ),
    ].join(' '),
  );

  return paragraphs.join('\n\n');
}
