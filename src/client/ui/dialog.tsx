import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
}

/** A modal message with one button that closes it (the one modal window, as a message). */
export function Dialog({ closeLabel = 'Tutup', ...props }: DialogProps) {
  return <Modal {...props} message footer={<Button onClick={props.onClose}>{closeLabel}</Button>} />;
}
