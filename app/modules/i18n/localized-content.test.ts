import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-content';

describe('localizedText', () => {
  it('gives the French text on a French page, the English one on an English page', () => {
    expect(localizedText('Hello.', 'Bonjour.', 'fr')).toEqual({ text: 'Bonjour.', lang: 'fr', missingFrench: false });
    expect(localizedText('Hello.', 'Bonjour.', 'en')).toEqual({ text: 'Hello.', lang: 'en', missingFrench: false });
  });

  it('falls back to English on a French page, flagged, unless there is no text at all', () => {
    expect(localizedText('Hello.', '  ', 'fr')).toEqual({ text: 'Hello.', lang: 'en', missingFrench: true });
    expect(localizedText('Hello.', null, 'fr')).toEqual({ text: 'Hello.', lang: 'en', missingFrench: true });
    expect(localizedText(null, null, 'fr')).toEqual({ text: '', lang: 'en', missingFrench: false });
  });
});
