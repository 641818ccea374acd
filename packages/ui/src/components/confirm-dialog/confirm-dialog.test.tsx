import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const renderDialog = (props: Partial<ConfirmDialogProps> = {}) =>
  render(
    <ConfirmDialog
      trigger={<Button variant="secondary">Withdraw</Button>}
      title="Withdraw your consent?"
      description="The study site stops seeing your records at once."
      confirmLabel="Withdraw consent"
      cancelLabel="Keep taking part"
      closeLabel="Close"
      onConfirm={() => true}
      {...props}
    />,
  );

describe('ConfirmDialog', () => {
  it('asks with a titled, described dialog and closes when the change succeeds, focus back on its trigger', async () => {
    const onConfirm = vi.fn(async () => true);
    renderDialog({ onConfirm });
    const trigger = screen.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your consent?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The study site stops seeing your records at once.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('stays open with the reason when the change fails, so the person can try again or back out', async () => {
    renderDialog({ onConfirm: async () => false, error: 'We could not reach the server.' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    expect(screen.getByRole('dialog').textContent).toContain('We could not reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep taking part' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('backing out by the X changes nothing', async () => {
    const onConfirm = vi.fn(() => true);
    renderDialog({ onConfirm, closeLabel: 'Cerrar' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
