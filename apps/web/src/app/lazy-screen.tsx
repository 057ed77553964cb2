import { lazy, type ComponentType } from 'react';

/** A screen's module, as `import('./routes/…/x-screen')` gives it. */
type ScreenModule<Props> = { default: ComponentType<Props> };

/** A screen loaded apart from the entry that can be loaded before it is drawn. */
export type LazyScreen<Props extends object = object> = ComponentType<Props> & {
  /** Loads the screen's code; once it has loaded, the screen draws at once, without suspending. */
  preload(): Promise<void>;
};

/**
 * React's `lazy` with a way to load ahead. A `lazy` screen suspends the first time it is drawn even
 * when its code is already there, and React then holds the screen back until 300 ms after the
 * loading state it showed (its throttle of Suspense reveals): on a phone opening a page cold, a
 * third of a second spent showing a spinner for a screen that was ready (decision 0072). The app
 * preloads the screens of the address it opens on before its first draw (`preloadScreensAt`), and
 * a preloaded screen is drawn directly; until then it is the `lazy` one, as before.
 */
export function lazyScreen<Props extends object = object>(load: () => Promise<ScreenModule<Props>>): LazyScreen<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ScreenModule<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load is tried again the next time the screen is drawn or preloaded.
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(start);
  function Screen(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Screen, { preload: () => start().then(() => undefined) });
}
