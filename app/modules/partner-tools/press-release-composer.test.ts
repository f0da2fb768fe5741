import { describe, expect, it } from 'vitest';
import {
  composePressRelease,
  countWords,
  parsePlace,
  parseTestimonials,
  toThirdPerson,
  wordCountBounds,
} from './press-release-composer';
import { type PressReleaseFormValues, pressReleaseSchema, WORD_COUNT_OPTIONS } from './press-release.schema';

const today = new Date('2026-03-14T15:00:00Z');

const full: PressReleaseFormValues = {
  companyName: 'Hillside Memorial Chapel',
  contactName: 'Maria Alvarez',
  contactEmail: 'maria@hillside.example',
  contactPhone: '(217) 555-0142',
  companyAddress: '418 Oak Street, Springfield, IL 62704',
  website: 'https://hillside.example',
  newsAngle:
    'We are now offering Solace Stones solidified remains to families in Springfield. Our staff completed the partner training in October. We believe families deserve more ways to remember.',
  testimonials:
    '"Holding the stones gave our family real peace." — The Whitaker family\nThey guided us gently through every step.',
  callToAction: 'Call us to arrange a visit',
  additionalInfo: 'Hillside has served Springfield since 1952. Visits are available by appointment.',
};

const minimal: PressReleaseFormValues = {
  companyName: 'A&B Cremation',
  contactName: 'Lee Park',
  contactEmail: 'lee@ab.example',
  contactPhone: '416-555-0199',
  companyAddress: 'Toronto',
  newsAngle: 'New option!',
  callToAction: 'Ask us',
};

// The longest text the form accepts, in ordinary sentences: the composer must cut it down for 300 words.
const sentence = 'Our team has spent many months preparing to bring this option to the families who trust us. ';
const longest: PressReleaseFormValues = {
  ...full,
  newsAngle: sentence.repeat(21).slice(0, 2000),
  testimonials:
    `${'"They were kind and patient with every question we had." — A grateful daughter\n'.repeat(25)}`.slice(0, 2000),
  additionalInfo: sentence.repeat(21).slice(0, 2000),
};

// One 399-word 'sentence' with no full stop anywhere (a pasted paragraph with no punctuation).
const runOn: PressReleaseFormValues = {
  ...minimal,
  newsAngle: 'calm '.repeat(399).trim(),
};

const cases = { full, minimal, longest, runOn };

describe('composePressRelease', () => {
  for (const [name, values] of Object.entries(cases)) {
    for (const { value: target } of WORD_COUNT_OPTIONS) {
      it(`writes a complete ${target}-word release (${name} input)`, () => {
        const input = pressReleaseSchema.parse({ ...values, targetWordCount: target });
        const text = composePressRelease(input, { today, timeZone: 'UTC' });
        const { min, max } = wordCountBounds(Number(target));
        const words = countWords(text);
        expect(words, text).toBeGreaterThanOrEqual(min);
        expect(words, text).toBeLessThanOrEqual(max);

        expect(text.startsWith('FOR IMMEDIATE RELEASE\n')).toBe(true);
        expect(text.trimEnd().endsWith('###')).toBe(true);
        expect(text).toContain(input.companyName);
        expect(text).toContain(input.contactName);
        expect(text).toContain(input.contactEmail);
        expect(text).toContain(input.contactPhone);
        expect(text).toContain(`About ${input.companyName}`);
        expect(text).toContain('Media Contact');
        expect(text).toContain('March 14, 2026');
        if (input.website) expect(text).toContain(input.website);
        // The call to action, in the company's voice ("Call us" → "Call Hillside Memorial Chapel").
        expect(text).toMatch(/(Call Hillside Memorial Chapel to arrange a visit|Ask A&B Cremation)\./);
        // No placeholder text, ever.
        expect(text).not.toMatch(/[[\]{}]|\bTBD\b|lorem/i);
        expect(text).not.toMatch(/undefined|null|NaN/);
      });
    }
  }

  it('opens with the dateline, the news angle in the third person and the quotes attributed', () => {
    const text = composePressRelease(pressReleaseSchema.parse(full), { today, timeZone: 'UTC' });
    const blocks = text.split('\n\n');
    expect(blocks[1]).toMatch(
      /^Hillside Memorial Chapel Is Now Offering Solace Stones Solidified Remains to Families in Springfield\n/,
    );
    expect(blocks[2]).toMatch(
      /^SPRINGFIELD, Illinois — March 14, 2026 — Hillside Memorial Chapel today announced that it now offers Solace Stones solidified remains to the families it serves\./,
    );
    expect(text).toContain('Hillside Memorial Chapel’s staff completed the partner training in October.');
    expect(text).toContain('“Holding the stones gave our family real peace,” said the Whitaker family.');
    expect(text).toContain(
      'In a testimonial shared by Hillside Memorial Chapel, one person wrote: “They guided us gently through every step.”',
    );
    expect(text).toContain('Hillside has served Springfield since 1952.');
  });

  it('claims nothing the partner did not give: no news "shared today"', () => {
    for (const newsAngle of [full.newsAngle, 'We now offer Solace Stones.', 'Big news for Springfield!']) {
      const text = composePressRelease(pressReleaseSchema.parse({ ...full, newsAngle }), { today, timeZone: 'UTC' });
      expect(text).not.toMatch(/shared the news/);
    }
  });

  it.each([
    [
      'a headline-sized angle',
      full.newsAngle,
      'Hillside Memorial Chapel is now offering Solace Stones solidified remains to families in Springfield',
    ],
    [
      'a longer angle',
      'We are proud to share that after many months of preparation our whole team is now offering Solace Stones solidified remains to every family we serve in Springfield. More news follows.',
      'Hillside Memorial Chapel is proud to share that after many months of preparation',
    ],
  ])('says the news angle once, not again in the subhead or lead (%s)', (_name, newsAngle, angleStart) => {
    for (const { value: targetWordCount } of WORD_COUNT_OPTIONS) {
      const input = pressReleaseSchema.parse({ ...full, newsAngle, targetWordCount });
      const text = composePressRelease(input, { today, timeZone: 'UTC' });
      const escaped = angleStart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(text.match(new RegExp(escaped, 'gi')), text).toHaveLength(1);
    }
  });

  it('keeps placeholder-looking text the partner typed out of the release', () => {
    const input = pressReleaseSchema.parse({
      ...full,
      newsAngle: 'We now offer solidified remains. Opening date is TBD. Contact [NAME] for {details}.',
      additionalInfo: 'Lorem ipsum dolor sit amet.',
    });
    const text = composePressRelease(input, { today });
    expect(text).not.toMatch(/[[\]{}]|\bTBD\b|lorem/i);
    // The clean first sentence, now the headline.
    expect(text).toContain('Hillside Memorial Chapel Now Offers Solidified Remains\n');
  });
});

describe('composer helpers', () => {
  it('counts words as a reader does', () => {
    expect(countWords('FOR IMMEDIATE RELEASE\n\nSPRINGFIELD — March 14, 2026 — news.\n\n###')).toBe(8);
  });

  it.each([
    ['418 Oak Street, Springfield, IL 62704', { city: 'Springfield', state: 'Illinois', postalCode: '62704' }],
    ['12 King St W, Toronto, ON M5H 1A1, Canada', { city: 'Toronto', state: 'Ontario', postalCode: 'M5H 1A1' }],
    ['Austin, Texas', { city: 'Austin', state: 'Texas' }],
    ['Boise ID', { city: 'Boise', state: 'Idaho' }],
    ['Toronto', { city: 'Toronto', state: undefined }],
    ['9 Elm Road, Springfield, 62704', { city: undefined, state: 'Springfield', postalCode: '62704' }],
  ])('finds the city, state and postal code in %s', (address, place) => {
    expect(parsePlace(address)).toEqual(place);
  });

  it('turns "we" and "our" openings into the company', () => {
    expect(toThirdPerson('We offer stones.', 'Oak Hall')).toBe('Oak Hall offers stones.');
    expect(toThirdPerson('We’re proud.', 'Oak Hall')).toBe('Oak Hall is proud.');
    expect(toThirdPerson('Our staff trained.', 'Oak Hills')).toBe('Oak Hills’ staff trained.');
    expect(toThirdPerson('Families asked.', 'Oak Hall')).toBe('Families asked.');
  });

  it('reads attributions after a dash', () => {
    expect(parseTestimonials('“So kind.” — Ann Lee, daughter\nJust wonderful')).toEqual([
      { quote: 'So kind.', attribution: 'Ann Lee, daughter' },
      { quote: 'Just wonderful.', attribution: undefined },
    ]);
  });
});
