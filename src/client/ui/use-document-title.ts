import { useEffect } from 'react';

const APP_NAME = 'Sport Impact';

/**
 * Names the browser tab (and the history entry, and what a screen reader announces on arrival)
 * after the page: "Kelola Event · Sport Impact". Restored on leaving, so a page without a title
 * never keeps the previous page's.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
