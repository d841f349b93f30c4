/**
 * A value made on its first use and kept. For Intl formatters: the first one a page makes loads
 * the locale's data, tens of milliseconds on a phone, which at a module's top level is paid by
 * every page that imports the module, whether it formats anything or not.
 */
export function madeOnce<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
