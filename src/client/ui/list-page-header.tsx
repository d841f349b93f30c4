import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A list page's title with its add button at the top right, the same on every list. */
export function ListPageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <PageTitle>{title}</PageTitle>
      {action}
    </div>
  );
}
