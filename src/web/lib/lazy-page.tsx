import { Component as ReactComponent, lazy, type ComponentType, type ReactNode } from 'react';
import { ErrorScreen } from '../components/error-screen.tsx';
import { ChunkLoadError, withTimeout } from './lazy.ts';

/**
 * A screen whose code loads only when it is first shown (its module exports `Component`),
 * giving up after 120 s with a Spanish message instead of a blank page.
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => withTimeout(load).then((m) => ({ default: m.Component })));
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
