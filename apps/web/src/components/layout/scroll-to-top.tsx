import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page (spec 1 §2.1), before the new page is painted:
 * never a frame of it at the old page's scroll.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
