import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('passes typing to the consumer and shows its error', async () => {
    const onChange = vi.fn();
    render(<TextField label="First name" error="Enter your first name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Enter your first name')).toBeTruthy();
  });
});
