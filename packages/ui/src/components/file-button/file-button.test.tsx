import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './file-button';

const described = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('FileButton', () => {
  it('is a file input named by its label, in the page’s language, and hands over the chosen file', async () => {
    const onChange = vi.fn();
    render(<FileButton label="Elegir una foto" accept="image/*" onChange={onChange} />);
    const input = screen.getByLabelText('Elegir una foto');
    expect(input).toHaveProperty('type', 'file');
    const photo = new File(['x'], 'card.png', { type: 'image/png' });
    await userEvent.upload(input as HTMLInputElement, photo);
    expect(onChange).toHaveBeenCalledOnce();
    expect((input as HTMLInputElement).files?.[0]).toBe(photo);
  });

  it('describes the input with its hint and the reason a file was refused, and marks it invalid', () => {
    render(<FileButton label="Choose a photo" hint="JPEG, PNG or WebP" error="This file is not a photo." />);
    const input = screen.getByLabelText('Choose a photo');
    expect(described(input)).toEqual(['JPEG, PNG or WebP', 'This file is not a photo.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('without an error, is described by nothing and not invalid', () => {
    render(<FileButton label="Choose a photo" />);
    const input = screen.getByLabelText('Choose a photo');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});
