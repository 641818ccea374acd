import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

describe('DateField', () => {
  it('is a labelled native date input holding YYYY-MM-DD', () => {
    render(<DateField label="Date of birth" defaultValue="1990-04-12" />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('1990-04-12');
  });
});
