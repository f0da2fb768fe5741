import { useSyncExternalStore } from 'react';

/*
 * Which partners this browser sent an inquiry to, and when: partner id -> epoch ms in localStorage, nothing
 * about the family. Kept 14 days, so a family coming back sees "Inquiry sent" instead of writing again.
 */

export const INQUIRY_SENT_DAYS = 14;
const STORAGE_KEY = 'inquiries-sent';
const CHANGE_EVENT = 'inquiries-sent-change';
const KEPT_MS = INQUIRY_SENT_DAYS * 24 * 60 * 60 * 1000;

type SentTimes = Record<string, number>;

function readSentTimes(now = Date.now()): SentTimes {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    const fresh: SentTimes = {};
    if (parsed && typeof parsed === 'object') {
      for (const [id, at] of Object.entries(parsed)) {
        if (typeof at === 'number' && at <= now && now - at < KEPT_MS) fresh[id] = at;
      }
    }
    return fresh;
  } catch {
    // Storage refused (private mode, disabled): the page simply shows no "Sent" state.
    return {};
  }
}

/** Remembers that an inquiry to this partner was sent at `at`, dropping records past their 14 days. */
export function recordInquirySent(partnerId: string, at = Date.now()): void {
  const times = readSentTimes();
  if ((times[partnerId] ?? 0) >= at) return;
  times[partnerId] = at;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(times));
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

/** When this browser last sent this partner an inquiry (within 14 days), or null; null in the server render. */
export function useInquirySentAt(partnerId: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => readSentTimes()[partnerId] ?? null,
    () => null,
  );
}
