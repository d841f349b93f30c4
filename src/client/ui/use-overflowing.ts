import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element's content is taller than the element, kept up to date as either changes
 * size: a region that scrolls must take keyboard focus when nothing inside it does, or a
 * keyboard user cannot scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    const sizes = new ResizeObserver(measure);
    const observeChildren = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of element.children) sizes.observe(child);
      measure();
    };
    const children = new MutationObserver(observeChildren);
    children.observe(element, { childList: true });
    observeChildren();
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, [ref]);
  return overflowing;
}
