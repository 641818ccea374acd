import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

describe('RadioGroup', () => {
  it('is a named group whose choice is reported', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        legend="How should we send your code?"
        name="method"
        options={[
          { value: 'sms', label: 'Text message' },
          { value: 'email', label: 'Email' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'How should we send your code?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    expect(onValueChange).toHaveBeenCalledWith('email');
  });
});
