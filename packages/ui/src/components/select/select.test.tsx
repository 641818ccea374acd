import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

describe('Select', () => {
  it('offers a placeholder and the options, and reports the choice', async () => {
    render(
      <Select
        label="Gender"
        placeholder="Choose one"
        options={[
          { value: 'f', label: 'Female' },
          { value: 'm', label: 'Male' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Choose one', 'Female', 'Male']);
    await userEvent.selectOptions(select, 'm');
    expect(select.value).toBe('m');
  });
});
