import { describe, expect, it } from 'vitest';
import { templateTexts, VIDEO_TEMPLATES } from './video-templates';

describe('templateTexts', () => {
  it('gives every template French words on a French page', () => {
    for (const template of VIDEO_TEMPLATES) {
      const french = templateTexts(template, 'fr');
      expect(french.title, template.id).not.toBe(template.title);
      expect(french.description, template.id).not.toBe(template.description);
      expect(french.description, template.id).not.toMatch(/\b(?:the|with|and)\b/);
    }
    expect(templateTexts(VIDEO_TEMPLATES[0]!, 'fr')).toEqual({
      title: 'Pierre paisible',
      description:
        'Des tons de grès chaleureux qui dérivent lentement, sur une note grave et douce. Convient à l’annonce d’un partenariat.',
      category: 'Annonce',
    });
  });

  it('keeps the English words on an English page', () => {
    for (const template of VIDEO_TEMPLATES) {
      const { title, description, category } = template;
      expect(templateTexts(template, 'en')).toEqual({ title, description, category });
    }
  });
});
