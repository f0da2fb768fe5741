import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * A tiny toast store shared by the whole app (the shadcn/ui pattern): `toast({...})` can be called from
 * anywhere, event handlers and mutation callbacks included, and <Toaster /> renders what is queued.
 * Spec §9: one toast visible at a time; a dismissed toast is removed after 1,000,000 ms (its exit
 * animation has long finished by then; keeping it that long is the library default the spec records).
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's 5000 ms when omitted. */
  duration?: number;
  /** The close button's name for screen readers, in the page's language ('Close' when omitted). */
  closeLabel?: string;
  /**
   * Radix Toast's own option: the topmost layer takes Escape, so a toast over a dialog gets the first press.
   * Called before the toast closes itself (unless the event is prevented).
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) if (!item.open) scheduleRemoval(item.id);
}

let toastedYet = false;

/** Whether any toast has been queued since the page loaded (the renderer is loaded from then on). */
export const hasToastedYet = () => toastedYet;

/** Shows a toast, replacing the one on screen (TOAST_LIMIT). Returns a handle to dismiss it early. */
export function toast(input: ToastInput) {
  toastedYet = true;
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first toast on: what decides that the toast renderer is loaded. */
export function useHasToastedYet(): boolean {
  return useSyncExternalStore(subscribe, hasToastedYet, () => false);
}

/** The toasts queued right now (what <Toaster /> renders). */
export const currentToasts = (): ToastItem[] => toasts;
const serverSnapshot: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, currentToasts, () => serverSnapshot);
}
