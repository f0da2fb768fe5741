import { describe, expect, it } from 'vitest';
import { unplacedQuery } from './unplaced-query';

describe('unplacedQuery', () => {
  it.each([
    'near me',
    'Funeral homes near me',
    'cremation NEAR ME',
    'cremation nearby',
    'funeral home close to me',
    'nearest crematorium',
    'salon funéraire près de moi',
    'crématorium proche de chez moi',
    'salon funéraire à proximité',
    'cremation cost',
    'cheap cremation',
    'direct cremation',
    'How much does cremation cost?',
    'prix crémation',
    'salon funéraire',
    // What happened, with no place: the page asks where, the next step a family can take.
    'my mother died',
  ])('%j asks for the family’s own position', (text) => {
    expect(unplacedQuery(text)).toBe('near-me');
  });

  it.each(['Cook County', 'Cook County, IL', 'harris county tx', 'comté de Charlevoix'])(
    '%j names a county',
    (text) => {
      expect(unplacedQuery(text)).toBe('county');
    },
  );

  it.each(['mother sister', 'Austin', 'Greenlawn Funeral', 'Countyline', 'Menearme', 'Comtesse', ''])(
    '%j is neither',
    (text) => {
      expect(unplacedQuery(text)).toBeNull();
    },
  );
});
