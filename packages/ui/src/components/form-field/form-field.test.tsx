import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels the control and describes it with hint and error', () => {
    render(
      <FormField label="Email" hint="We send codes here" error="Enter an email address" required>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We send codes here', 'Enter an email address']);
  });

  it('announces an error that appears: its text lands in a live region already in the page', () => {
    const field = (error?: string) => (
      <FormField label="Email" error={error}>
        {(control) => <input {...control} />}
      </FormField>
    );
    const { container, rerender } = render(field());
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');
    rerender(field('Enter an email address'));
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.textContent).toBe('Enter an email address');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-describedby')).toBe(
      region?.firstElementChild?.id,
    );
  });

  it('has no description or invalid mark without hint and error', () => {
    render(<FormField label="Name">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});
