import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * React.lazy for a module's named export, so page and chart modules keep named exports.
 *
 * `preload()` starts the download before the component is rendered. A component whose code is
 * already there renders at once, without suspending: React holds back content that replaces a
 * Suspense fallback until 300 ms after the fallback appeared, so a fallback shown for nothing costs
 * that much (and a chart drawn for print must be on the page when "beforeprint" returns).
 */
export function lazyComponent<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = (): Promise<ComponentType<Props>> =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A failed download (offline before the service worker had the files) may be tried again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function LazyComponent(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyComponent, { preload });
}
