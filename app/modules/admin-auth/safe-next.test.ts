import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginPathFor, safeAdminNext } from './safe-next';

describe('safeAdminNext', () => {
  it('keeps an admin path with its query and hash', () => {
    expect(safeAdminNext('/admin/partners/abc/edit')).toBe('/admin/partners/abc/edit');
    expect(safeAdminNext('/admin/partners?q=oak&state=Texas#top')).toBe('/admin/partners?q=oak&state=Texas#top');
    expect(safeAdminNext('/admin')).toBe('/admin');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['another origin', 'https://evil.example/admin/partners'],
    ['protocol-relative', '//evil.example/admin'],
    ['backslash host', '/\\evil.example/admin'],
    ['scheme', 'javascript:alert(1)'],
    ['relative', 'admin/partners'],
    ['a public page', '/partners/some-home'],
    ['a look-alike prefix', '/administrator'],
    ['dot segments out of /admin', '/admin/../partners'],
    ['encoded dot segments', '/admin/%2e%2e/partners'],
    ['the login page itself', '/admin/login?next=/admin/faq'],
    ['a reset link', '/admin/reset-password/token'],
    ['whitespace', '/admin/ partners'],
  ])('refuses %s', (_label, raw) => {
    expect(safeAdminNext(raw)).toBe(DEFAULT_AFTER_LOGIN);
  });
});

describe('loginPathFor', () => {
  it('carries the page to return to and the expiry', () => {
    expect(loginPathFor('/admin/partners/abc/edit', { expired: true })).toBe(
      '/admin/login?next=%2Fadmin%2Fpartners%2Fabc%2Fedit&expired=1',
    );
    expect(loginPathFor('/admin/faq')).toBe('/admin/login?next=%2Fadmin%2Ffaq');
    expect(loginPathFor('/admin/faq', { expired: true, kept: true })).toBe(
      '/admin/login?next=%2Fadmin%2Ffaq&expired=1&kept=1',
    );
  });

  it('drops a path that would not be accepted back', () => {
    expect(loginPathFor('https://evil.example/')).toBe('/admin/login');
  });
});
