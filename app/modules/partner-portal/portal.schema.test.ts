import { describe, expect, it } from 'vitest';
import { badgeSnippet, badgeSvg } from './badge';
import { linkRequestSchema, portalListingFormSchema } from './portal.schema';

const form = {
  phone: '(512) 555-0100',
  email: 'owner@home.example',
  website: 'home.example',
  description: '',
  servicesOffered: 'Cremation\n\n  Memorial services  \n',
};

describe('the portal listing form', () => {
  it('reads services one a line, blank lines dropped, and an empty description as none', () => {
    const parsed = portalListingFormSchema.parse(form);
    expect(parsed.servicesOffered).toEqual(['Cremation', 'Memorial services']);
    expect(parsed.description).toBeNull();
    expect(parsed.website).toBe('https://home.example');
  });

  it('keeps name and address out: only the picked fields come through', () => {
    const parsed = portalListingFormSchema.parse({ ...form, name: 'Renamed', address: '1 Elsewhere' });
    expect(parsed).not.toHaveProperty('name');
    expect(parsed).not.toHaveProperty('address');
  });

  it('requires the email the partner signs in with', () => {
    const result = portalListingFormSchema.safeParse({ ...form, email: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['email']);
  });
});

describe('the link request', () => {
  it('refuses a line break in the address', () => {
    expect(linkRequestSchema.safeParse({ email: 'a@b.example\r\nBcc: x@y.example' }).success).toBe(false);
  });
});

describe('the badge', () => {
  it('is an image with no script or link, and the snippet escapes what it quotes', () => {
    expect(badgeSvg()).not.toMatch(/<script|href|on\w+=/i);
    const snippet = badgeSnippet({ publicUrl: 'https://d.example', partnerId: 'id', listingPath: '/p?a="1"' });
    expect(snippet).toContain('href="https://d.example/p?a=&#34;1&#34;"');
    expect(snippet).toContain('<img src="https://d.example/badge/id.svg"');
  });
});
