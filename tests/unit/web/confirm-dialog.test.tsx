// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../web/app/components/dialog/confirm-dialog';

afterEach(cleanup);

function Harness({ onConfirm, confirmDisabled = false }: { onConfirm: () => void; confirmDisabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Revoke
      </button>
      <ConfirmDialog
        open={open}
        title="Revoke this API key?"
        description={<p>Anything using it will be refused.</p>}
        confirmLabel="Revoke key"
        confirmingLabel="Revoking…"
        confirmDisabled={confirmDisabled}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('the confirm dialog', () => {
  it('opens labelled by its title, with focus on Cancel rather than the destructive button', () => {
    render(<Harness onConfirm={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this API key?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('confirms with its confirm button', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cancels on Escape (the cancel event) without confirming', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('button', { name: 'Revoke key' })).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be confirmed while the confirmation is incomplete', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} confirmDisabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = screen.getByRole('button', { name: 'Revoke key' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.submit(confirm.closest('form') as HTMLFormElement);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
