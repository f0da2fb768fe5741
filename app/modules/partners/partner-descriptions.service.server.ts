import type { AppContext } from '~/lib/context.server';
import { completeChat } from '~/lib/llm-client.server';
import { composeLongDescription, composeShortDescription, type PartnerFacts } from './description-composer';
import type { PartnerDescriptionRequest } from './partner.schema';

/*
 * The admin's "generate description" buttons (spec §2, design §3): an LLM writes the text when LLM_BASE_URL
 * is configured, the built-in composer otherwise, and also whenever the LLM fails or times out, so the
 * button always fills the field. Both are held to the same rule: only the facts on the form.
 */

export type DescriptionKind = 'short' | 'long';

const SYSTEM_PROMPT = [
  'You write descriptions of funeral homes and cremation providers for a public directory read by grieving families.',
  'Write in a warm, calm, factual tone, in plain American English.',
  'Use ONLY the facts you are given. Never invent names, years, awards, prices, staff, reviews, phone numbers or services.',
  'Never leave placeholders, brackets or notes to the editor. Output only the description text, without a heading or quotes.',
].join(' ');

function factLines(facts: PartnerDescriptionRequest): string {
  const lines = [
    `Business name: ${facts.name}`,
    `Address: ${facts.address}, ${facts.city}, ${facts.state}`,
    facts.servicesOffered.length > 0 ? `Services offered: ${facts.servicesOffered.join('; ')}` : null,
    facts.annualCremations ? `Cremations per year: about ${facts.annualCremations}` : null,
    facts.locationCount && facts.locationCount > 1 ? `Number of locations: ${facts.locationCount}` : null,
    facts.partnerSince ? `Authorized partner since: ${facts.partnerSince}` : null,
    'Every partner in this directory is authorized to offer solidified remains: cremated remains returned as smooth memorial stones.',
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

function promptFor(kind: DescriptionKind, facts: PartnerDescriptionRequest): string {
  const task =
    kind === 'short'
      ? 'Write a short description of 3 to 5 sentences for the partner card.'
      : 'Write a long description of 3 to 5 paragraphs for the partner page. Separate paragraphs with one blank line.';
  return `${task}\n\nFacts:\n${factLines(facts)}`;
}

/** Quotes or a "Description:" label around a model's answer are not part of the text. */
function tidyModelText(text: string): string {
  return text
    .replace(/^\s*(?:long\s+)?description:\s*/i, '')
    .replace(/^["“](.*)["”]$/s, '$1')
    .replace(/\r\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A model answer that still asks someone to fill something in is not publishable. */
const PLACEHOLDER = /\[[^\]]*\]|\{\{|\}\}|<[^>]+>|lorem ipsum|TBD|XXX/i;

function compose(kind: DescriptionKind, facts: PartnerDescriptionRequest): string {
  const input: PartnerFacts = facts;
  return kind === 'short' ? composeShortDescription(input) : composeLongDescription(input);
}

export async function generatePartnerDescription(
  { env, log }: Pick<AppContext, 'env' | 'log'>,
  options: { kind: DescriptionKind; facts: PartnerDescriptionRequest; signal?: AbortSignal },
): Promise<string> {
  const { kind, facts, signal } = options;
  const answer = await completeChat({
    env,
    system: SYSTEM_PROMPT,
    prompt: promptFor(kind, facts),
    maxTokens: kind === 'short' ? 400 : 1500,
    signal,
    log,
  });
  if (answer !== null) {
    const text = tidyModelText(answer);
    const limit = kind === 'short' ? 2000 : 20000;
    if (text !== '' && text.length <= limit && !PLACEHOLDER.test(text)) return text;
    log.warn({ kind }, 'LLM description was unusable; using the built-in composer');
  }
  return compose(kind, facts);
}
