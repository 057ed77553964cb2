import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Greeting = ({ name }: { name: string }) => <h1>Hola, {name}</h1>;

/** A module whose loading the test finishes (or fails) when it says. */
function deferredModule() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve, reject) => {
        finish = () => resolve({ default: Greeting });
        fail = reject;
      }),
  );
  return { load, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const drawn = (Screen: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Cargando</p>}>
      <Screen name="Ana" />
    </Suspense>,
  );

describe('lazyScreen', () => {
  it('draws a preloaded screen at once, with its props, never its loading state', async () => {
    const module = deferredModule();
    const Screen = lazyScreen(module.load);
    const preloaded = Screen.preload();
    module.finish();
    await preloaded;

    drawn(Screen);

    // Synchronously: a `lazy` screen would show the fallback here and its content only later.
    expect(screen.getByRole('heading', { name: 'Hola, Ana' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando')).not.toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('suspends like `lazy` when drawn before its code has loaded, and loads it once', async () => {
    const module = deferredModule();
    const Screen = lazyScreen(module.load);

    drawn(Screen);
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    void Screen.preload();
    await act(async () => module.finish());

    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const module = deferredModule();
    const Screen = lazyScreen(module.load);
    const first = Screen.preload();
    module.fail(new Error('sin conexión'));
    await expect(first).rejects.toThrow('sin conexión');

    const second = Screen.preload();
    module.finish();
    await second;

    drawn(Screen);
    expect(screen.getByRole('heading', { name: 'Hola, Ana' })).toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(2);
  });
});
