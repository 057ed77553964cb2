import { vi } from 'vitest';
import { PHONE_QUERY } from '../components/data/data-table';

/** The window's width as the media queries read it: a phone's (lists as cards) or a laptop's. */
export function onPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: phone && query === PHONE_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}
