import { type ReactNode, type Ref, useId } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface FormModalProps {
  title: string;
  submitLabel: string;
  /** The submit button's words while the form is on its way ("Menyimpan...", "Memproses..."). */
  busyLabel: string;
  busy: boolean;
  tone?: 'primary' | 'danger';
  /** Room for a two-column form on wide screens. */
  wide?: boolean;
  /** The form was sent: the browser's own submission is already stopped. */
  onSubmit: () => void;
  onCancel: () => void;
  /** The submit button, for a form that hands focus back to it. */
  submitRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A form in the one modal window: its fields in the body, "Batal" and the submit button in the
 * footer, tied to the form by its id. While the form is on its way both buttons wait, and Escape,
 * ✕ and the backdrop close nothing.
 */
export function FormModal({
  title,
  submitLabel,
  busyLabel,
  busy,
  tone = 'primary',
  wide,
  onSubmit,
  onCancel,
  submitRef,
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      wide={wide}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Batal
          </Button>
          <Button ref={submitRef} type="submit" form={formId} variant={tone} disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="flex flex-col gap-4"
      >
        {children}
      </form>
    </Modal>
  );
}
