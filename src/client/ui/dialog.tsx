import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { useFocusTrap } from './use-focus-trap';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
}

/** A modal message: focus moves in, stays in, and returns to where it was when it closes. */
export function Dialog({ open, ...panel }: DialogProps) {
  return open ? createPortal(<DialogPanel {...panel} />, document.body) : null;
}

function DialogPanel({ title, onClose, children, closeLabel = 'Tutup' }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, onClose);

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className="w-full max-w-sm rounded-xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-slate-700">
          {children}
        </div>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{closeLabel}</Button>
        </div>
      </div>
    </div>
  );
}
