import { Component as ReactComponent, lazy, type ComponentType, type ReactNode } from 'react';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { ChunkLoadError, withTimeout } from './lazy.ts';

type PageModule = { Component: ComponentType };

export interface LazyPage {
  Page: ComponentType;
  /** Loads the screen's code ahead of its first render (the entry does it for the first page). */
  preload: () => Promise<void>;
  /** Whether its code is in: drawn now, it renders in the same pass, without suspending. */
  loaded: () => boolean;
}

/**
 * A screen whose code loads only when it is first shown (its module exports `Component`),
 * giving up after 120 s with a Spanish message instead of a blank page. Once preloaded, the
 * screen renders at once, without passing through the loading state (no layout shift).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const fetchOnce = () =>
    (pending ??= withTimeout(load).then(
      (m) => (loaded = m.Component),
      (err: unknown) => {
        pending = undefined; // a later visit may try again
        throw err;
      },
    ));
  const Page = lazy(() =>
    loaded !== undefined
      ? // A thenable that resolves synchronously: React renders the screen in the same pass.
        ({
          then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: loaded as ComponentType }),
        } as Promise<{ default: ComponentType }>)
      : fetchOnce().then((C) => ({ default: C })),
  );
  return { Page, preload: () => fetchOnce().then(() => undefined), loaded: () => loaded !== undefined };
}

/** Shows the error screen when a screen fails to load or to render, instead of a blank page. */
export class ScreenErrorBoundary extends ReactComponent<
  { children: ReactNode; resetKey?: string },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    // Moving to another page clears an error shown for the previous one.
    if (prev.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorScreen kind={this.state.error instanceof ChunkLoadError ? 'chunk' : 'error'} />;
  }
}
