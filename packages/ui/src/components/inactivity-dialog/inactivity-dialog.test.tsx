import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InactivityDialog } from './inactivity-dialog';

const handlers = () => ({ onOpenChange: vi.fn(), onContinueSession: vi.fn(), onLogOut: vi.fn() });

describe('InactivityDialog', () => {
  it('[IDLE-6] has the title, the seconds left, a close (X), log out and continue session', async () => {
    const h = handlers();
    render(<InactivityDialog open secondsLeft={42} {...h} />);
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog.textContent).toContain('42 seconds');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue session' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue session' }));
    expect(h.onContinueSession).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(h.onLogOut).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(h.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('[IDLE-6] takes its labels as props (exit on login and signup, Spanish)', () => {
    render(
      <InactivityDialog
        open
        secondsLeft={1}
        {...handlers()}
        labels={{
          title: '¿Sigue ahí?',
          description: (s) => `Se cerrará la sesión en ${s} segundos.`,
          logOut: 'Salir',
          continueSession: 'Continuar sesión',
          close: 'Cerrar',
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: '¿Sigue ahí?' }).textContent).toContain('en 1 segundos');
    expect(screen.getByRole('button', { name: 'Salir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
