import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, TOAST_REMOVE_DELAY_MS, toast } from './use-toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows one toast at a time: a new toast replaces the one on screen', () => {
    toast({ title: 'No Results Found' });
    toast({ title: 'Inquiry Sent Successfully', description: 'Thank you.' });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({ title: 'Inquiry Sent Successfully', open: true });
  });

  it('closes a dismissed toast at once and removes it after the removal delay', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Error', variant: 'destructive' });
    dismissToast(id);
    expect(currentToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(currentToasts()).toEqual([]);
  });
});
