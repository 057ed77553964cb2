import { useEffect, useRef, useState, type ReactNode } from 'react';

type WhenNearViewProps = {
  /** Rendered (and, when it is a lazy component, downloaded) once its place comes near the screen. */
  children: ReactNode;
  /** The room kept for it meanwhile, so that nothing moves when it arrives. */
  minHeight: number;
};

/**
 * Defers a part of a page below the fold until the visitor scrolls near it (600 px ahead): the
 * landing's newsletter form brings the form, zod and captcha code a visitor who only reads the page
 * never runs (docs/decisions/0055). Without IntersectionObserver it renders at once.
 */
export function WhenNearView({ children, minHeight }: WhenNearViewProps) {
  const place = useRef<HTMLDivElement>(null);
  // Far until the browser says otherwise: a page drawn ahead (decision 0072) has only the room.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={place} style={{ minHeight }} />;
}
