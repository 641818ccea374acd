import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['danger', 'alert'],
    ['warning', 'status'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('a %s alert has role %s', (tone, role) => {
    render(<Alert tone={tone} title="Heads up" />);
    expect(screen.getByRole(role).textContent).toContain('Heads up');
  });
});
