import type { ReactNode } from 'react';

interface FailureProps {
  children: ReactNode;
  /** In a form or a panel: a red box that stands apart from the fields around it. */
  boxed?: boolean;
  /** Room around it, where the screen needs some. */
  className?: string;
}

/** A failure told where what failed would have been, and read out at once (role="alert"). */
export function Failure({ children, boxed = false, className = '' }: FailureProps) {
  const look = boxed ? 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800' : 'text-red-700';
  return (
    <div role="alert" className={`${look} ${className}`.trim()}>
      {children}
    </div>
  );
}
