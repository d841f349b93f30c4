import type { ComponentProps, ReactNode } from 'react';
import { iconButtonClass } from './button-class';

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** What the button does, for screen readers, and its tooltip unless `title` says more. */
  label: string;
  tone?: 'default' | 'danger';
  /** The icon. */
  children: ReactNode;
}

/** A square 44 px button holding only an icon, named by its label. */
export function IconButton({ label, tone = 'default', title = label, type = 'button', className = '', ...props }: IconButtonProps) {
  return <button type={type} aria-label={label} title={title} className={`${iconButtonClass(tone)} ${className}`.trim()} {...props} />;
}
