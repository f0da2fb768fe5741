import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the page scrolls to the top on every route change (a new path, not a new query or hash). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
