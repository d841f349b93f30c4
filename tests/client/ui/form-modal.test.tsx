import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from '../../../src/client/ui/form-modal';

/** The browser's Escape on an open <dialog>: a cancel event on it (tests/e2e/dialogs.test.ts checks the key itself). */
const cancel = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

function renderForm(busy: boolean) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <FormModal title="Batalkan data survei #7?" submitLabel="Batalkan data" busyLabel="Memproses..." busy={busy} tone="danger" onSubmit={onSubmit} onCancel={onCancel}>
      <label>
        Alasan
        <input />
      </label>
    </FormModal>,
  );
  return { onSubmit, onCancel, dialog: screen.getByRole('dialog', { name: 'Batalkan data survei #7?' }) };
}

describe('FormModal', () => {
  it('starts on the first field and sends the form from its footer button or from Enter in a field', async () => {
    const user = userEvent.setup();
    const { onSubmit, onCancel } = renderForm(false);
    const field = screen.getByLabelText('Alasan');
    expect(document.activeElement).toBe(field);

    await user.click(screen.getByRole('button', { name: 'Batalkan data' }));
    await user.type(field, 'Data uji{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while the form is on its way, says so on its button and lets nothing close it', () => {
    const { onCancel, dialog } = renderForm(true);
    const submit = screen.getByRole('button', { name: 'Memproses...' });
    expect(submit).toHaveProperty('disabled', true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveProperty('disabled', true);

    cancel(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes on Escape when it waits for nothing', () => {
    const { onCancel, dialog } = renderForm(false);
    cancel(dialog);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
