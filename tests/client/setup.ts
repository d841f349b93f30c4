import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are lazy chunks: on a loaded 2-core machine the first render of one can take seconds.
configure({ asyncUtilTimeout: 5000 });

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
