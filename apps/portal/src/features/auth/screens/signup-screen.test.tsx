import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render';
import SignupScreen from './signup-screen';

const open = (path = '/signup') => renderScreen(<SignupScreen />, { path, routePath: '/signup' });

/** Types into a field the way a paste (or autofill) does: one change, not a key at a time. */
async function enter(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillDetails() {
  await enter(/^First name/, 'Lucía');
  await enter(/^Last name/, 'O’Brien-Núñez');
  await enter(/^Email/, 'lucia@example.com');
  await enter(/^Password/, 'Sunny-Meadow-2026!');
  await enter(/^Date of birth/, '1985-04-12');
  await enter(/^Mobile phone/, '6175550199');
  await userEvent.click(screen.getByRole('button', { name: 'Review my details' }));
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
    // typing it is not yet the review: that waits for the button
    await enter(/^Password/, 'Sunny-Meadow-2026!');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Review my details' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your personal information' }),
    ).toBeTruthy();
  });
});
