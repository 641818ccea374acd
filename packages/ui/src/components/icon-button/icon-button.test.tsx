import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { XIcon } from '../icons/icons';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    render(
      <IconButton label="Close">
        <XIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
