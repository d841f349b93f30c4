import { useEffect, useState } from 'react';

/**
 * For work a screen does not need to show itself: it waits until the browser first has nothing
 * to do (or `timeoutMs` has passed), and then stays out of the way of the screen's first render.
 * Without requestIdleCallback (Safari, jsdom), on the next task.
 */
function onIdle(timeoutMs: number, run: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}

/**
 * Resolves in a task of its own: work that would make the task it was asked from long (on a
 * phone, one over about 50 ms blocks a tap) goes after it instead.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

let lastTurn = Promise.resolve();

/**
 * Resolves in a task of its own after every turn asked for before it: work that arrives together
 * (charts coming near the screen, each card's request) then runs one piece per task instead of
 * all of it in one long one.
 */
export function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}

/** False until the component's turn (`nextTurn`) after its first render has come. */
export function useTurn(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTurn().then(() => mounted && setDue(true));
    return () => {
      mounted = false;
    };
  }, []);
  return due;
}

/** Resolves once the browser is idle, or after `timeoutMs` at the latest. */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    onIdle(timeoutMs, resolve);
  });
}

/** False until, after `after` turned true, the browser is idle (or `timeoutMs` has passed). */
export function useWhenIdle(after: boolean, timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!after) return;
    return onIdle(timeoutMs, () => setIdle(true));
  }, [after, timeoutMs]);
  return idle;
}
