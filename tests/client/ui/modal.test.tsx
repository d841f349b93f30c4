import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/client/ui/confirm-dialog';
import { Dialog } from '../../../src/client/ui/dialog';
import { Modal } from '../../../src/client/ui/modal';
import { SuccessDialog } from '../../../src/client/ui/success-dialog';

function FormInModal({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <Modal
        open={open}
        title="Tambah Data"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        footer={<button type="button">Simpan</button>}
      >
        <label>
          Nama
          <input />
        </label>
        <button type="button" onClick={() => setInner(true)}>
          Info
        </button>
        <Dialog open={inner} title="Info" onClose={() => setInner(false)}>
          <p>Isi</p>
        </Dialog>
      </Modal>
    </>
  );
}

/** The browser's Escape on an open <dialog>: a cancel event on it (tests/e2e/dialogs.test.ts checks the key itself). */
const cancel = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('Modal', () => {
  it('is a labelled native dialog opened as a modal, focused on its first field', async () => {
    const user = userEvent.setup();
    render(<FormInModal />);

    await user.click(screen.getByRole('button', { name: 'Buka' }));

    const dialog = screen.getByRole('dialog', { name: 'Tambah Data' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Nama'));
  });

  it('closes on its cancel (Escape) and hands focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<FormInModal onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Buka' });
    await user.click(opener);

    cancel(screen.getByRole('dialog', { name: 'Tambah Data' }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<FormInModal onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Buka' }));

    await user.click(screen.getByRole('button', { name: 'Tutup' }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes only the dialog whose cancel it is when one is open over another', async () => {
    const user = userEvent.setup();
    render(<FormInModal />);
    await user.click(screen.getByRole('button', { name: 'Buka' }));
    const info = screen.getByRole('button', { name: 'Info' });
    await user.click(info);

    cancel(screen.getByRole('dialog', { name: 'Info' }));

    expect(screen.queryByRole('dialog', { name: 'Info' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Tambah Data' })).toBeTruthy();
    expect(document.activeElement).toBe(info);
  });
});

describe('ConfirmDialog', () => {
  it('starts on the cancel button and calls back for each choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Hapus data?"
        message="Data akan dihapus."
        confirmLabel="Ya, hapus"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.getByRole('dialog', { name: 'Hapus data?' }).textContent).toContain('Data akan dihapus.');
    await user.click(screen.getByRole('button', { name: 'Ya, hapus' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('holds both buttons while busy', () => {
    render(
      <ConfirmDialog open title="Arsipkan?" message="" confirmLabel="Ya" busy onConfirm={() => {}} onCancel={() => {}} />,
    );

    expect((screen.getByRole('button', { name: 'Ya' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Batal' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('SuccessDialog', () => {
  it('says "Berhasil!" and closes itself after autoCloseMs', () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      render(<SuccessDialog open message="Event berhasil ditambahkan." autoCloseMs={2000} onClose={onClose} />);

      expect(screen.getByRole('dialog', { name: 'Berhasil!' }).textContent).toContain('Event berhasil ditambahkan.');
      act(() => vi.advanceTimersByTime(1999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
