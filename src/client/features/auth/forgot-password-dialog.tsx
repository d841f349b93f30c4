import { Dialog } from '../../ui/dialog';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Lupa Password?" closeLabel="Mengerti">
      <p>Silakan hubungi administrator sistem untuk mengatur ulang password Anda.</p>
    </Dialog>
  );
}
