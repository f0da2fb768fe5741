import { describe, expect, it } from 'vitest';
import { inboxFiltersFromParams, inboxParams } from './inquiries-admin.queries';

const PARTNER = '0b0e8a4c-8d55-4c55-9a39-5a5b7a9e0c11';

describe('the inbox URL', () => {
  it('reads search, status, partner and page, and writes back the same query string', () => {
    const params = new URLSearchParams(`q=maria&status=forwarded&partner=${PARTNER}&page=3`);
    const filters = inboxFiltersFromParams(params);
    expect(filters).toEqual({ q: 'maria', status: 'forwarded', partnerId: PARTNER, page: 3 });
    expect(inboxParams(filters).toString()).toBe(params.toString());
  });

  it('ignores hand-edited nonsense instead of failing', () => {
    expect(inboxFiltersFromParams(new URLSearchParams('status=archived&partner=42&page=-2&q=%20%20'))).toEqual({
      q: '',
      status: null,
      partnerId: null,
      page: 1,
    });
    expect(inboxFiltersFromParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('leaves out what is not set, page 1 included', () => {
    expect(inboxParams({ q: '', status: null, partnerId: null, page: 1 }).toString()).toBe('');
  });
});
