import { describe, expect, it } from 'vitest';
import {
  discardDraft,
  draftKey,
  draftOnRecord,
  draftRecordIds,
  loadDraft,
  registerDraftSource,
  saveDraft,
  saveOpenDrafts,
} from './admin-drafts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('admin drafts', () => {
  it('keys a draft by screen and record, a new record as "new"', () => {
    expect(draftKey('partner', 'abc')).toBe('admin-draft:partner:abc');
    expect(draftKey('partner')).toBe('admin-draft:partner:new');
  });

  it('gives back what was saved, with the version it was based on', () => {
    const storage = memoryStorage();
    const key = draftKey('partner', 'abc');
    saveDraft(key, { values: { name: 'Oak Grove' }, baseVersion: 'v1' }, storage, new Date('2026-01-02T03:04:05Z'));
    expect(loadDraft(key, storage)).toEqual({
      values: { name: 'Oak Grove' },
      baseVersion: 'v1',
      savedAt: '2026-01-02T03:04:05.000Z',
    });
    discardDraft(key, storage);
    expect(loadDraft(key, storage)).toBeNull();
  });

  it('gives back only what the admin changed, on the record as a colleague left it while they were signed out', () => {
    const typedOn = { name: 'Oak Chapel', phone: '(512) 555-0100', city: 'Austin', services: ['Burial'] };
    const typed = { ...typedOn, name: 'Oak Chapel & Crematory', services: ['Burial', 'Cremation'] };
    const storage = memoryStorage();
    saveDraft('admin-draft:partner:1', { values: typed, baseValues: typedOn, baseVersion: 'v1' }, storage);
    const draft = loadDraft<typeof typed>('admin-draft:partner:1', storage)!;
    const loaded = { ...typedOn, phone: '(512) 555-0199' };
    expect(draftOnRecord(draft, loaded)).toEqual({
      name: 'Oak Chapel & Crematory',
      phone: '(512) 555-0199',
      city: 'Austin',
      services: ['Burial', 'Cremation'],
    });
    // A draft kept before its base was stored comes back whole.
    expect(draftOnRecord({ values: typed }, loaded)).toEqual(typed);
  });

  it('lists the records of a screen that have a draft', () => {
    const storage = memoryStorage();
    saveDraft(draftKey('faq', 'a1'), { values: {} }, storage);
    saveDraft(draftKey('faq'), { values: {} }, storage);
    saveDraft(draftKey('partner', 'p1'), { values: {} }, storage);
    storage.setItem('admin-auth-storage', '{}');
    expect(draftRecordIds('faq', storage).sort()).toEqual(['a1', 'new']);
    expect(draftRecordIds('partner', storage)).toEqual(['p1']);
  });

  it('treats unreadable or foreign content as no draft', () => {
    const storage = memoryStorage();
    storage.setItem('admin-draft:partner:x', '{not json');
    storage.setItem('admin-draft:partner:y', '"text"');
    expect(loadDraft('admin-draft:partner:x', storage)).toBeNull();
    expect(loadDraft('admin-draft:partner:y', storage)).toBeNull();
    expect(loadDraft('admin-draft:partner:z', undefined)).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveDraft('admin-draft:faq:1', { values: {} }, full)).toBe(false);
  });

  it('saves only the open forms that have unsaved changes, and stores no token', () => {
    const storage = memoryStorage();
    storage.setItem('admin-auth-storage', 'untouched');
    const unregisterChanged = registerDraftSource('admin-draft:partner:a', () => ({ values: { name: 'Typed' } }));
    const unregisterClean = registerDraftSource('admin-draft:faq:b', () => undefined);
    expect(saveOpenDrafts(storage)).toBe(1);
    expect(loadDraft('admin-draft:partner:a', storage)?.values).toEqual({ name: 'Typed' });
    expect(storage.items.has('admin-draft:faq:b')).toBe(false);
    expect([...storage.items.values()].join('')).not.toMatch(/token/i);

    unregisterChanged();
    unregisterClean();
    storage.items.clear();
    expect(saveOpenDrafts(storage)).toBe(0);
  });
});
