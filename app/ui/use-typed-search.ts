import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing pauses before the words run: a search per word typed, not per key. */
export const TYPED_SEARCH_DELAY_MS = 300;

/**
 * A search box whose words run as they are typed, `delay` ms after the last key, or at once with `submit`
 * (Enter). `applied` is the term the list shows (from the address): when Back, a link or Clear changes it, the
 * box shows it; when it is the box's own term arriving, the box is left as typed (a trailing space, the
 * letters typed since). `apply` gets the trimmed term, only when it differs from `applied`.
 */
export function useTypedSearch(applied: string, apply: (term: string) => void, delay = TYPED_SEARCH_DELAY_MS) {
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);
  // The last term this box applied: its arrival in `applied` is not a change from elsewhere.
  const [sent, setSent] = useState<string | null>(null);
  if (applied !== seen) {
    setSeen(applied);
    if (applied !== sent) {
      setSent(null);
      if (applied !== text.trim()) setText(applied);
    }
  }

  // The caller's latest `apply`, so a re-render (a page of results arriving) does not restart the wait.
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  const run = useCallback(
    (term: string) => {
      // Already shown, or already on its way (Enter just before the wait ran out).
      if (term === applied || term === sent) return;
      setSent(term);
      applyRef.current(term);
    },
    [applied, sent],
  );

  useEffect(() => {
    const term = text.trim();
    if (term === applied) return;
    const timer = window.setTimeout(() => run(term), delay);
    return () => window.clearTimeout(timer);
  }, [text, applied, run, delay]);

  return { text, setText, submit: () => run(text.trim()) };
}
