import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { appAsset, networkFailure } from './helpers/fake-api';

// A wait for what a screen will show lasts until just before the test's own bound
// (vitest.config.ts): pages are lazy chunks, and on a loaded 2-core machine a render can take
// seconds. A passing wait ends as soon as its state is there.
configure({ asyncUtilTimeout: 25_000 });

// Without a test's own stub (helpers/fake-api.ts), the network answers only the app's own assets
// (the region list), as the server would, and is otherwise away.
globalThis.fetch = async (input: RequestInfo | URL) => (await appAsset(String(input))) ?? networkFailure();

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has <dialog> but not its modal methods. Opening sets `open` as the browser does; the
// browser's own part (focus kept inside, Escape, the inert page behind) is checked in Chromium
// (tests/e2e/dialogs.test.ts).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
