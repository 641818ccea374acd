import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('reports the chosen language; each option is marked with its own language', async () => {
    const onValueChange = vi.fn();
    render(<LanguageSwitch value="en" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'Español' }).getAttribute('lang')).toBe('es');
    await userEvent.selectOptions(select, 'es');
    expect(onValueChange).toHaveBeenCalledWith('es');
  });

  it("lets the consumer's onChange cancel the switch", async () => {
    const onValueChange = vi.fn();
    render(<LanguageSwitch value="en" onChange={(e) => e.preventDefault()} onValueChange={onValueChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'es');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
