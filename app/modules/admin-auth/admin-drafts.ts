/*
 * What an admin typed survives the end of their session: when an admin call answers 401, every open form
 * that has unsaved changes is written to sessionStorage (this tab only, gone with the tab), keyed by screen
 * and record. After signing in again the form finds its draft and offers it back. Only form values are
 * stored: never the token, never a password.
 */

const PREFIX = 'admin-draft:';

export interface Draft<T> {
  values: T;
  /** The record version the admin was editing (its updatedAt), so a restored save still detects conflicts. */
  baseVersion?: string;
  /** The values the draft was typed on: what differs from them is the admin's, the rest is the record's. */
  baseValues?: T;
  savedAt: string;
}

/**
 * The form values a kept draft gives back over the record loaded after sign-in: the fields the admin changed
 * (against `baseValues`) from the draft, every other field from `loaded`, so a colleague's change made while
 * the admin was signed out stays the record's, not an unsaved change of the admin's. A draft kept without
 * its base (older) comes back whole.
 */
export function draftOnRecord<T extends object>(draft: Pick<Draft<T>, 'values' | 'baseValues'>, loaded: T): T {
  const base = draft.baseValues as Record<string, unknown> | undefined;
  if (!base) return draft.values;
  const merged = { ...loaded } as Record<string, unknown>;
  for (const [field, value] of Object.entries(draft.values)) {
    if (JSON.stringify(value ?? null) !== JSON.stringify(base[field] ?? null)) merged[field] = value;
  }
  return merged as T;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

function browserStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** `admin-draft:partner:<id>`; a record not created yet is `new`. */
export function draftKey(screen: string, recordId?: string | null): string {
  return `${PREFIX}${screen}:${recordId || 'new'}`;
}

export function saveDraft<T>(
  key: string,
  draft: { values: T; baseVersion?: string; baseValues?: T },
  storage: DraftStorage | undefined = browserStorage(),
  now: Date = new Date(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ ...draft, savedAt: now.toISOString() }));
    return true;
  } catch {
    // Quota or disabled storage: nothing more can be kept.
    return false;
  }
}

export function loadDraft<T>(key: string, storage: DraftStorage | undefined = browserStorage()): Draft<T> | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<T>> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.values !== 'object' || parsed.values === null)
      return null;
    return {
      values: parsed.values,
      baseVersion: typeof parsed.baseVersion === 'string' ? parsed.baseVersion : undefined,
      baseValues: typeof parsed.baseValues === 'object' && parsed.baseValues !== null ? parsed.baseValues : undefined,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '',
    };
  } catch {
    return null;
  }
}

/** Whether this tab keeps any admin draft (the sign-in page then says the changes are kept). */
export function hasDrafts(storage: DraftStorage | undefined = browserStorage()): boolean {
  try {
    for (let index = 0; index < (storage?.length ?? 0); index += 1) {
      if (storage?.key?.(index)?.startsWith(PREFIX)) return true;
    }
  } catch {
    // Storage unavailable: no drafts.
  }
  return false;
}

/** The records of a screen that have a kept draft (`new` for one not created yet). */
export function draftRecordIds(screen: string, storage: DraftStorage | undefined = browserStorage()): string[] {
  const prefix = draftKey(screen, '').replace(/new$/, '');
  const ids: string[] = [];
  try {
    const all = storage;
    for (let index = 0; index < (all?.length ?? 0); index += 1) {
      const key = all?.key?.(index);
      if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
    }
  } catch {
    // Storage unavailable: no drafts.
  }
  return ids;
}

export function discardDraft(key: string, storage: DraftStorage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to remove either.
  }
}

/** An open form that can be asked for its unsaved values; undefined when it has none. */
export type DraftSource = () => { values: unknown; baseVersion?: string; baseValues?: unknown } | undefined;

const openForms = new Map<string, DraftSource>();

/** A form registers while mounted; the returned function unregisters it. */
export function registerDraftSource(key: string, source: DraftSource): () => void {
  openForms.set(key, source);
  return () => {
    if (openForms.get(key) === source) openForms.delete(key);
  };
}

/** Called when the session ends: keeps every open form's unsaved changes. */
export function saveOpenDrafts(storage: DraftStorage | undefined = browserStorage()): number {
  let saved = 0;
  for (const [key, source] of openForms) {
    const draft = source();
    if (draft && saveDraft(key, draft, storage)) saved += 1;
  }
  return saved;
}
