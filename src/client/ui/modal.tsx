import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useOverflowing } from './use-overflowing';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The row of buttons under the content (a form puts its submit button here or in children). */
  footer?: ReactNode;
  /** Room for a two-column form on wide screens. */
  wide?: boolean;
  /** A message closed by its own button in the footer: no ✕ in the corner, and its text describes it. */
  message?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The one modal window, on the browser's own <dialog> opened with showModal(): the browser keeps
 * focus inside, makes the page behind inert, and stacks a dialog opened over another one; Escape
 * (the dialog's cancel), the ✕ button or a click on the backdrop ask `onClose`. Focus starts on an
 * element marked `data-autofocus`, else on the first control of the content (a form's first field
 * rather than the ✕), and goes back where it was when the window closes.
 */
export function Modal({ open, ...panel }: ModalProps) {
  // In <body>, so a dialog opened from a table row or a form is never nested where it may not be.
  return open ? createPortal(<ModalPanel {...panel} />, document.body) : null;
}

function ModalPanel({ title, onClose, children, footer, wide = false, message = false }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowing(bodyRef);

  // A layout effect, so that its clean-up closes the dialog and hands focus back before React
  // removes the element.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    initialTarget(dialog).focus();
    return () => {
      dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={message ? bodyId : undefined}
      onCancel={(event) => {
        // React passes a dialog's cancel on to the dialogs around it in its tree: only our own counts.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // A press on the backdrop: without preventDefault the browser would then move focus to
        // the page, away from the control that opened the dialog.
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60 focus:outline-none ${wide ? 'max-w-2xl' : 'max-w-md'}`}
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {!message && (
            <button
              type="button"
              onClick={onClose}
              aria-label="Tutup"
              className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <CloseIcon />
            </button>
          )}
        </div>
        {/* Long content scrolls; then the body takes focus, so the keyboard can scroll it too. */}
        <div
          ref={bodyRef}
          id={bodyId}
          data-dialog-body
          tabIndex={scrolls ? 0 : undefined}
          className="overflow-y-auto px-5 py-4 text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
        >
          {children}
        </div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-4">{footer}</div>}
      </div>
    </dialog>
  );
}

function initialTarget(dialog: HTMLDialogElement): HTMLElement {
  return (
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>(`[data-dialog-body] :is(${FOCUSABLE})`) ??
    dialog.querySelector<HTMLElement>(FOCUSABLE) ??
    dialog
  );
}
