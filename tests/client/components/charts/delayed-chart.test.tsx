import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class HandMovedObserver {
  static last: HandMovedObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    HandMovedObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  bringNear() {
    const entries = [...this.watched].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('DelayedChart', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', HandMovedObserver);
    // near-screen.ts keeps one observer per page: a fresh module gets this test's stand-in.
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds the chart\'s height with "Memuat grafik..." until the chart comes near the screen', async () => {
    const { DelayedChart } = await import('../../../../src/client/components/charts/delayed-chart');
    render(
      <DelayedChart height={240}>
        <p>Grafik</p>
      </DelayedChart>,
    );

    const waiting = screen.getByText('Memuat grafik...').closest('div[style]') as HTMLElement;
    expect(waiting.style.height).toBe('240px');
    expect(screen.queryByText('Grafik')).toBeNull();

    act(() => HandMovedObserver.last?.bringNear());

    expect(await screen.findByText('Grafik')).toBeTruthy();
    expect(screen.queryByText('Memuat grafik...')).toBeNull();
  });
});
