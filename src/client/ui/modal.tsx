import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The row of buttons under the content (a form puts its submit button here or in children). */
  footer?: ReactNode;
  /** Room for a two-column form on wide screens. */
  wide?: boolean;
}

/**
 * A modal window for forms and confirmations: labelled by its title, focus kept inside, Escape
 * or the close button or a click beside it closes it, and focus goes back where it was.
 */
export function Modal({ open, ...panel }: ModalProps) {
  return open ? createPortal(<ModalPanel {...panel} />, document.body) : null;
}

function ModalPanel({ title, onClose, children, footer, wide = false }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, onClose);

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-3 sm:p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex max-h-[calc(100dvh-1.5rem)] w-full flex-col rounded-xl bg-white shadow-xl focus:outline-none ${wide ? 'max-w-2xl' : 'max-w-md'}`}
      >
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Tutup"
            className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <CloseIcon />
          </button>
        </div>
        <div data-dialog-body className="overflow-y-auto px-5 py-4 text-slate-700">
          {children}
        </div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-4">{footer}</div>
        )}
      </div>
    </div>
  );
}
