import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import type { GenderResponse } from '@portal/contract';
import { failWith, ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { gender, hipaaDetails, names, notAnsweredGender } from '../stories-support';
import GenderScreen from './gender-screen';
import HipaaScreen from './hipaa-screen';
import NamesScreen from './names-screen';

const server = mockApi();

describe('the profile screens', () => {
  it('[PROF-1] removing a name takes it off at once and puts it back when the server refuses', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/v1/patient/names', () => ok(names())),
      http.delete('*/v1/patient/names/:id', async () => {
        await answered;
        return failWith(409, 'PROFILE_LIMIT_REACHED - Refused.');
      }),
    );
    renderScreen(<NamesScreen />, { path: '/profile/names' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Dana Rivera' }));
    await waitFor(() => expect(screen.queryByText('Dana Rivera')).toBeNull());
    release();
    expect(await screen.findByText('Dana Rivera')).toBeTruthy();
  });

  it('[PROF-4] a saved gender shows while it is sent and after; a refused one is rolled back', async () => {
    let saved: GenderResponse = gender;
    let refuse = false;
    server.use(
      http.get('*/v1/patient/gender', () => ok(saved)),
      http.put('*/v1/patient/gender', async ({ request }) => {
        await delay(20);
        if (refuse) return failWith(500, 'INTERNAL - Something went wrong.');
        saved = (await request.json()) as GenderResponse;
        return ok(saved);
      }),
    );
    renderScreen(<GenderScreen />, { path: '/profile/gender' });
    const identity = await screen.findByRole('group', { name: 'Gender identity' });
    await userEvent.click(within(identity).getByRole('radio', { name: 'Prefer not to say' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual({ sex: 'female', sex_at_birth: 'female', gender_identity: 'declined' }),
    );

    refuse = true;
    await userEvent.click(within(identity).getByRole('radio', { name: 'Non-binary' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false),
    );
    expect(saved.gender_identity).toBe('declined');
  });

  it('[PROF-4] the sex assigned at birth is asked apart, says why, and "prefer not to say" is an answer', async () => {
    let saved: GenderResponse = notAnsweredGender;
    server.use(
      http.get('*/v1/patient/gender', () => ok(saved)),
      http.put('*/v1/patient/gender', async ({ request }) =>
        ok((saved = (await request.json()) as GenderResponse)),
      ),
    );
    renderScreen(<GenderScreen />, { path: '/profile/gender' });
    const atBirth = await screen.findByRole('group', { name: 'Sex assigned at birth' });
    expect(atBirth.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(atBirth.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /mammograms and Pap tests/,
    );
    await userEvent.click(within(atBirth).getByRole('radio', { name: 'Prefer not to say' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual({ sex: null, sex_at_birth: 'declined', gender_identity: null }),
    );
    await userEvent.click(within(atBirth).getByRole('radio', { name: 'Female' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved.sex_at_birth).toBe('female'));
  });
});

describe('the HIPAA authorizations screen', () => {
  it('[PROF-6] revoking shows the authorization revoked at once and keeps it revoked once the server agrees', async () => {
    let revoked = false;
    server.use(
      http.get('*/v1/patient/hipaa/details', () =>
        ok(
          revoked
            ? {
                authorizations: hipaaDetails.authorizations.map((a) => ({
                  ...a,
                  state: 'revoked',
                  revoked_at: a.revoked_at ?? '2026-11-25T12:00:00.000Z',
                })),
              }
            : hipaaDetails,
        ),
      ),
      http.delete('*/v1/signup/hipaa', () => {
        revoked = true;
        return ok({ revoked_at: '2026-11-25T12:00:00.000Z' });
      }),
    );
    renderScreen(<HipaaScreen />, { path: '/profile/hipaa' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke authorization' }));
    await waitFor(() => expect(screen.queryByText('In force')).toBeNull());
    expect(revoked).toBe(true);
    expect(screen.getAllByText('Revoked')).toHaveLength(2);
  });
});
