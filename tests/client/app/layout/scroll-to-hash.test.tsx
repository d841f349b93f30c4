import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToHash } from '../../../../src/client/app/layout/use-scroll-to-hash';

// jsdom lays nothing out, so it has no scrollIntoView: the test gives it one to watch.
const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

let showQueue: () => void = () => {};

/** A page whose queue appears later, as /input-survei's does once its code and data are in. */
function Page() {
  useScrollToHash();
  const [shown, setShown] = useState(false);
  showQueue = () => setShown(true);
  return shown ? <section id="antrean">Antrean Data</section> : <p>Formulir</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('a link to a part of a page', () => {
  it('brings that part into view once it appears', async () => {
    renderAt('/input-survei#antrean');
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => showQueue());

    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('antrean'));
  });

  it('scrolls nowhere without one', async () => {
    renderAt('/input-survei');
    // Observers hear of a change in the order they were made: once this one has, any the page
    // made earlier has too.
    const changed = new Promise((resolve) => new MutationObserver(resolve).observe(document.body, { childList: true, subtree: true }));

    act(() => showQueue());
    await changed;

    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
