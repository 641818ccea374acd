import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

describe('Dialog', () => {
  it('opens with a title and description and closes with its labelled X', async () => {
    render(
      <Dialog>
        <DialogTrigger>About insights</DialogTrigger>
        <DialogContent closeLabel="Cerrar">
          <DialogTitle>Insights disclaimer</DialogTitle>
          <DialogDescription>Insights are not medical advice.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'About insights' }));
    const dialog = screen.getByRole('dialog', { name: 'Insights disclaimer' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Insights are not medical advice.').id,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
