import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render';
import SignupScreen from './signup-screen';

const open = (path = '/signup') => renderScreen(<SignupScreen />, { path, routePath: '/signup' });

async function fillDetails() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^First name/), 'Lucía');
  await user.type(screen.getByLabelText(/^Last name/), 'O’Brien-Núñez');
  await user.type(screen.getByLabelText(/^Email/), 'lucia@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Sunny-Meadow-2026!');
  await user.type(screen.getByLabelText(/^Date of birth/), '1985-04-12');
  await user.type(screen.getByLabelText(/^Mobile phone|^Phone/), '6175550199');
  await user.click(screen.getByRole('button', { name: 'Review my details' }));
  await screen.findByRole('heading', { level: 1, name: 'Confirm your personal information' });
}

describe('the sign-up form', () => {
  it('[AUTH-1] Back from the review returns to the details with everything typed', async () => {
    const { router } = open();
    await fillDetails();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByLabelText(/^Last name/)).toHaveProperty('value', 'O’Brien-Núñez');
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', 'Sunny-Meadow-2026!');
  });

  it('[AUTH-1] a reload keeps the details but never the password, and asks for it again', async () => {
    const first = open();
    await fillDetails();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Sunny-Meadow');
    first.unmount();
    open('/signup?step=review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByLabelText(/^First name/)).toHaveProperty('value', 'Lucía');
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'lucia@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', '');
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Please type your password again'),
    );
  });
});
