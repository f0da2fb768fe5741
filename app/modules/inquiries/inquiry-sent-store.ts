import { useMemo, useSyncExternalStore } from 'react';

/*
 * Which partners this browser sent an inquiry to, when, and whether the family was emailed a copy: partner id ->
 * { at: epoch ms, copy } in localStorage, nothing about the family. Kept 14 days, so a family coming back sees
 * "Inquiry sent" instead of writing again.
 */

export const INQUIRY_SENT_DAYS = 14;
const STORAGE_KEY = 'inquiries-sent';
const CHANGE_EVENT = 'inquiries-sent-change';
const KEPT_MS = INQUIRY_SENT_DAYS * 24 * 60 * 60 * 1000;

export interface InquirySent {
  /** When it was sent (epoch ms). */
  at: number;
  /** Whether the family's copy was emailed (the answer's `confirmationEmailed`). */
  copy: boolean;
}

type SentRecords = Record<string, InquirySent>;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, disabled): the page simply shows no "Sent" state.
    return null;
  }
}

/** The records still within their 14 days; a bare number (the store's first format) is one with a copy. */
function parseRecords(stored: string | null, now = Date.now()): SentRecords {
  const fresh: SentRecords = {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '{}');
  } catch {
    return fresh;
  }
  if (!parsed || typeof parsed !== 'object') return fresh;
  for (const [id, value] of Object.entries(parsed)) {
    const record: Partial<InquirySent> =
      typeof value === 'number' ? { at: value, copy: true } : typeof value === 'object' && value ? value : {};
    const { at, copy } = record;
    if (typeof at === 'number' && typeof copy === 'boolean' && at <= now && now - at < KEPT_MS) {
      fresh[id] = { at, copy };
    }
  }
  return fresh;
}

/** Remembers an inquiry to this partner, dropping records past their 14 days; an older one changes nothing. */
export function recordInquirySent(partnerId: string, { at = Date.now(), copy }: { at?: number; copy: boolean }): void {
  const records = parseRecords(readStored());
  if ((records[partnerId]?.at ?? 0) >= at) return;
  records[partnerId] = { at, copy };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(records));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** This browser's last inquiry to this partner (within 14 days), or null; null in the server render. */
export function useInquirySent(partnerId: string): InquirySent | null {
  // The stored string is the snapshot: a primitive, so React sees a change only when storage changed.
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  return useMemo(() => parseRecords(stored)[partnerId] ?? null, [stored, partnerId]);
}
