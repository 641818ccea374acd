import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and carries its error', async () => {
    render(<Checkbox label="I agree" error="You must agree to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('I agree'));
    expect(box.checked).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must agree to continue',
    );
  });
});
