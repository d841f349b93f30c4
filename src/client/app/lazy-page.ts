import { type ComponentType, lazy } from 'react';

/** React.lazy for a module's named export, so page modules keep named exports. */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
