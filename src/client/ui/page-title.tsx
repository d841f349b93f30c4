import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface PageTitleProps {
  children: ReactNode;
  /** The tab's name when the heading is not plain text (or should read shorter there). */
  documentTitle?: string;
}

/** The page's one h1, which also names the browser tab after it. */
export function PageTitle({ children, documentTitle }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? (typeof children === 'string' ? children : undefined));
  return <h1 className="text-2xl font-bold text-slate-900">{children}</h1>;
}
