import { describe, expect, it } from 'vitest';
import {
  composeLongDescription,
  composeShortDescription,
  listInProse,
  type PartnerFacts,
} from './description-composer';

const minimal: PartnerFacts = {
  name: 'Hill Country Cremation',
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'Texas',
};

const full: PartnerFacts = {
  ...minimal,
  servicesOffered: ['Direct Cremation', 'Celebration of Life', 'VA Benefits'],
  annualCremations: 1250,
  locationCount: 3,
  partnerSince: 'March 2021',
};

/** Sentences of a paragraph: split after . ! ? followed by a space (no abbreviations in the composer's own text). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

const PLACEHOLDER = /\{|\}|\[|\]|undefined|null|NaN|XXX|TBD|lorem/i;

describe('composeShortDescription', () => {
  it.each([
    ['only the required facts', minimal],
    ['every fact', full],
    ['services only', { ...minimal, servicesOffered: ['Green Burial'] }],
    ['a count only', { ...minimal, annualCremations: 40 }],
  ])('writes 3 to 5 complete sentences from %s', (_label, facts) => {
    const text = composeShortDescription(facts);
    const sentences = sentencesOf(text);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*[.!?]$/);
    expect(text).not.toMatch(PLACEHOLDER);
    expect(text).toContain('Hill Country Cremation');
    expect(text).toContain('Austin, Texas');
  });

  it('uses every fact it is given, in plain words', () => {
    const text = composeShortDescription(full);
    expect(text).toContain('direct cremation, celebration of life and VA benefits');
    expect(text).toContain('about 1,250 cremations');
    expect(text).toContain('since March 2021');
    expect(text).toContain('three locations');
    expect(text).toContain('100 Congress Ave');
  });

  it('invents nothing that was not given', () => {
    const text = composeShortDescription(minimal);
    expect(text).not.toMatch(/\d+ (cremations|locations|years)/);
    expect(text).not.toMatch(/since \w+ \d{4}/);
    expect(text).not.toMatch(/Services include/);
    expect(composeShortDescription({ ...minimal, annualCremations: 0, locationCount: 1, servicesOffered: [] })).toBe(
      text,
    );
  });

  it('is deterministic and tidies what a form leaves behind', () => {
    expect(composeShortDescription(full)).toBe(composeShortDescription(full));
    const messy = composeShortDescription({
      ...minimal,
      name: '  Hill   Country Cremation ',
      servicesOffered: [' ', ''],
    });
    expect(messy).toBe(composeShortDescription(minimal));
    expect(composeShortDescription({ ...minimal, name: 'Smith & Sons Inc.' })).not.toContain('..');
  });

  it('leaves the address out of its invitation when none is given', () => {
    const text = composeShortDescription({ ...minimal, address: '' });
    expect(text).not.toMatch(/the office at/);
    expect(sentencesOf(text).length).toBeGreaterThanOrEqual(3);
  });
});

describe('composeLongDescription', () => {
  it.each([
    ['only the required facts', minimal],
    ['every fact', full],
  ])('writes 3 to 5 paragraphs of whole sentences from %s', (_label, facts) => {
    const text = composeLongDescription(facts);
    const paragraphs = text.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.length).toBeLessThanOrEqual(5);
    for (const paragraph of paragraphs) {
      expect(paragraph).toBe(paragraph.trim());
      expect(paragraph).toMatch(/[.!?]$/);
      expect(sentencesOf(paragraph).length).toBeGreaterThanOrEqual(2);
    }
    expect(text).not.toMatch(PLACEHOLDER);
  });

  it('gives every fact a place and guesses none', () => {
    const text = composeLongDescription(full);
    expect(text).toContain('100 Congress Ave, Austin, Texas');
    expect(text).toContain('about 1,250 cremations');
    expect(text).toContain('three locations');
    expect(text).toContain('since March 2021');
    expect(text).toContain('direct cremation, celebration of life and VA benefits');

    const sparse = composeLongDescription(minimal);
    expect(sparse).not.toMatch(/about \d|locations|since/);
    expect(sparse.split('\n\n')).toHaveLength(3);
  });
});

describe('listInProse', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('%j → %j', (items, expected) => {
    expect(listInProse(items)).toBe(expected);
  });
});
