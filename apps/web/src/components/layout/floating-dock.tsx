import { Stack } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/** The dock's height, for the page to keep its last lines scrollable above it. */
export const DOCK_HEIGHT_VARIABLE = '--cumplia-dock-height';

/**
 * Bottom corner stack for the floating chat button and the cookie banner, so that the banner pushes
 * the button up instead of covering it. Its height is published as a CSS variable, so that the
 * signed-in shell leaves that much room at the end of the page: nothing stays hidden under it.
 */
export function FloatingDock({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dock = ref.current;
    const root = document.documentElement;
    if (!dock || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      // Its padding alone is no obstacle: an empty dock takes no room.
      const covered = dock.childElementCount === 0 ? 0 : dock.offsetHeight;
      root.style.setProperty(DOCK_HEIGHT_VARIABLE, `${covered}px`);
    });
    observer.observe(dock);
    return () => {
      observer.disconnect();
      root.style.removeProperty(DOCK_HEIGHT_VARIABLE);
    };
  }, []);
  return (
    <Stack
      ref={ref}
      align="flex-end"
      gap="sm"
      p="md"
      style={{ position: 'fixed', right: 0, bottom: 0, left: 0, zIndex: 200, pointerEvents: 'none' }}
    >
      {children}
    </Stack>
  );
}
