import { type RefObject, useEffect, useEffectEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open dialogs, innermost last: a dialog opened over another one takes the keys for itself, so
// Escape closes only the top one.
const openPanels: HTMLElement[] = [];

/**
 * Focus moves into the panel when it mounts, Tab and Shift+Tab stay inside, Escape calls
 * `onEscape`, and focus returns to where it was when the panel goes away. The first focus goes to
 * an element marked `data-autofocus`, else to the first control of the `data-dialog-body` part
 * (a form's first field rather than the close button), else to the first control at all.
 */
export function useFocusTrap(panelRef: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Read here and not while rendering: when one dialog replaces another in the same commit,
    // the closing one has already handed focus back by the time this runs.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openPanels.push(panel);
    initialTarget(panel).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!panel || openPanels.at(-1) !== panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
      } else if (event.key === 'Tab') {
        keepFocusInside(panel, event);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openPanels.splice(openPanels.indexOf(panel), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [panelRef]);
}

function initialTarget(panel: HTMLElement): HTMLElement {
  const body = panel.querySelector<HTMLElement>('[data-dialog-body]');
  return (
    panel.querySelector<HTMLElement>('[data-autofocus]') ??
    body?.querySelector<HTMLElement>(FOCUSABLE) ??
    panel.querySelector<HTMLElement>(FOCUSABLE) ??
    panel
  );
}

function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
