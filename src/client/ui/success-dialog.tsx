import { useEffect, useEffectEvent } from 'react';
import { Dialog } from './dialog';

interface SuccessDialogProps {
  open: boolean;
  title?: string;
  message: string;
  /** Closes by itself after this long (the event save uses 2000 ms, docs/screens.md#event-form). */
  autoCloseMs?: number;
  onClose: () => void;
}

export function SuccessDialog({ open, title = 'Berhasil!', message, autoCloseMs, onClose }: SuccessDialogProps) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open || autoCloseMs === undefined) return;
    const timer = setTimeout(() => close(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs]);

  return (
    <Dialog open={open} title={title} onClose={onClose} closeLabel="OK">
      <p>{message}</p>
    </Dialog>
  );
}
