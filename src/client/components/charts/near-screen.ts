/** How close to the screen a chart is drawn: a scroll's worth early, so it is there on arrival. */
const DRAW_MARGIN = '300px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function observerOfCharts(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const onNear = waiting.get(entry.target);
        stopWatching(entry.target);
        onNear?.();
      }
    },
    { rootMargin: DRAW_MARGIN },
  );
  return observer;
}

function stopWatching(element: Element): void {
  if (waiting.delete(element)) observer?.unobserve(element);
}

/**
 * Calls `onNear` once when `element` comes within a scroll of the screen (at once without
 * IntersectionObserver, as in jsdom); the returned function stops waiting. One observer serves
 * every chart of the page.
 */
export function whenNearScreen(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  waiting.set(element, onNear);
  observerOfCharts().observe(element);
  return () => stopWatching(element);
}
