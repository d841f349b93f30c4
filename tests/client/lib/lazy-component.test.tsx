import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from '../../../src/client/lib/lazy-component';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Halo {name}</p>;

describe('lazyComponent', () => {
  it('suspends until the code is there when nothing preloaded it', async () => {
    const download = deferred<{ Greeting: typeof Greeting }>();
    const Page = lazyComponent(() => download.promise, 'Greeting');
    render(
      <Suspense fallback={<p>Memuat halaman...</p>}>
        <Page name="Sari" />
      </Suspense>,
    );
    expect(screen.getByText('Memuat halaman...')).toBeTruthy();
    await act(async () => download.resolve({ Greeting }));
    expect(await screen.findByText('Halo Sari')).toBeTruthy();
  });

  it('renders a preloaded page at once, without its fallback, and downloads it once', async () => {
    let downloads = 0;
    const Page = lazyComponent(async () => {
      downloads += 1;
      return { Greeting };
    }, 'Greeting');
    await Page.preload();
    render(
      <Suspense fallback={<p>Memuat halaman...</p>}>
        <Page name="Sari" />
      </Suspense>,
    );
    expect(screen.getByText('Halo Sari')).toBeTruthy();
    expect(screen.queryByText('Memuat halaman...')).toBeNull();
    expect(downloads).toBe(1);
  });

  it('keeps a page mounted through the Suspense path when it re-renders after loading', async () => {
    const download = deferred<{ Counter: () => React.JSX.Element }>();
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}
        </button>
      );
    }
    const Page = lazyComponent(() => download.promise, 'Counter');
    function Parent() {
      const [, setTick] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setTick((tick) => tick + 1)}>
            ulang
          </button>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    await act(async () => download.resolve({ Counter }));
    await act(async () => screen.getByRole('button', { name: '0' }).click());
    // The parent renders again: the page, now loaded, must not be swapped for a new instance.
    await act(async () => screen.getByRole('button', { name: 'ulang' }).click());
    expect(screen.getByRole('button', { name: '1' })).toBeTruthy();
  });

  it('tries a failed download again', async () => {
    let attempts = 0;
    const Page = lazyComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { Greeting };
    }, 'Greeting');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page name="Sari" />);
    expect(screen.getByText('Halo Sari')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
