import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import {
  colorectalNeverDone,
  detailsOf,
  hba1cOverdue,
  insightsHandlers,
  mixedInsights,
  resultOutOfRangeInsights,
  sexUnknownInsights,
} from '../../testing/insights';
import { ok } from '../../testing/msw';
import { renderScreen } from '../../testing/render';
import { mockApi } from '../../testing/server';
import { createTestI18n } from '../../testing/i18n';
import { ScreenProviders } from '../../testing/screen-providers';
import { useInsightDetails } from './api/get-insight-details';
import { useInsights } from './api/get-insights';
import { insightsRoutes } from './routes';
import { HomeInsights } from './components/home-insights';

const server = mockApi(insightsHandlers());

const wrapper = ({ children }: { children: ReactNode }) => (
  <ScreenProviders i18n={createTestI18n()}>{children}</ScreenProviders>
);

describe('the insights state', () => {
  it('[HOME-1] insights come from the response field patient_screeners, with a loading flag', async () => {
    const { result } = renderHook(() => useInsights(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.insights).toEqual(mixedInsights);
  });

  it('[HOME-1] requesting details clears the previous insightDetails before the new ones arrive', async () => {
    let releaseSecond!: () => void;
    const second = new Promise<void>((resolve) => (releaseSecond = resolve));
    server.use(
      http.get('*/v1/patient/insights/:insightId', async ({ params }) => {
        if (params.insightId === colorectalNeverDone.id) await second;
        const insight = mixedInsights.find((i) => i.id === params.insightId)!;
        return ok(detailsOf(insight));
      }),
    );
    const { result, rerender } = renderHook(({ id }) => useInsightDetails(id), {
      wrapper,
      initialProps: { id: hba1cOverdue.id },
    });
    await waitFor(() => expect(result.current.insightDetails?.id).toBe(hba1cOverdue.id));
    rerender({ id: colorectalNeverDone.id });
    expect(result.current.insightDetails).toBeUndefined();
    expect(result.current.loading).toBe(true);
    releaseSecond();
    await waitFor(() => expect(result.current.insightDetails?.id).toBe(colorectalNeverDone.id));
  });
});

describe('the insights screens', () => {
  it('[HOME-1] the disclaimer comes before the first insight and is acknowledged once, stored on the account', async () => {
    let stored: unknown;
    server.use(...insightsHandlers({ acknowledged: false }));
    server.use(
      http.put('*/v1/patient/gatepass/property', async ({ request }) => {
        stored = await request.json();
        await delay(10);
        return ok({ properties: { insights_disclaimer_acknowledged: true } });
      }),
    );
    renderScreen(<HomeInsights />);
    // Home asks first: the rest of Home stays usable until the patient opens the note
    await userEvent.click(await screen.findByRole('button', { name: 'Read the note' }));
    const dialog = await screen.findByRole('dialog', { name: 'About your insights' });
    expect(screen.queryByRole('heading', { name: 'HbA1c test' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I understand' }));
    expect(await screen.findByRole('heading', { name: 'HbA1c test' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored).toEqual({ key: 'insights_disclaimer_acknowledged', value: true });
  });

  it('[HOME-1] an insights screen opens the disclaimer at once', async () => {
    server.use(...insightsHandlers({ acknowledged: false }));
    renderScreen(null, { path: '/home/screenings', routes: insightsRoutes });
    expect(await screen.findByRole('dialog', { name: 'About your insights' })).toBeTruthy();
  });

  it('[HOME-1] Home shows what is due with its reason, and the kit it offers links to the order with the insight', async () => {
    renderScreen(<HomeInsights />);
    const card = (await screen.findByRole('heading', { name: 'HbA1c test' })).closest('div.flex-col')!;
    expect(
      within(card as HTMLElement).getByText(/Your last one, on May 20, 2025, is no longer recent/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order an at-home HbA1c test kit' }).getAttribute('href')).toBe(
      `/home/lab-kits/order?insight=${hba1cOverdue.id}`,
    );
    expect(screen.getByText('1 more is due')).toBeTruthy();
  });

  it('[HOME-1] the screening detail says why it applies, what closes it and the evidence, in Spanish too', async () => {
    renderScreen(null, {
      path: `/home/screenings/${hba1cOverdue.id}`,
      routes: insightsRoutes,
      language: 'es',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prueba de HbA1c' })).toBeTruthy();
    const why = screen.getByText(
      (_, element) =>
        element?.tagName === 'LI' &&
        element.textContent === 'Sus registros de salud muestran Diabetes (desde el 2 mar 2016).',
    );
    // the record's own words, as its source wrote them, are marked English on the Spanish page (WCAG 3.1.2)
    expect(within(why).getByText('Diabetes').getAttribute('lang')).toBe('en');
    expect(screen.getByText('un resultado de HbA1c')).toBeTruthy();
    expect(screen.getByText('Se cuentan los últimos 12 meses.')).toBeTruthy();
    expect(
      screen.getByText('Glycemic Status Assessment for Patients With Diabetes (GSD)').getAttribute('lang'),
    ).toBe('en');
  });

  it('[HOME-1] another patient’s or a vanished insight reads as not found', async () => {
    renderScreen(null, {
      path: '/home/screenings/9b0e2b8e-0000-4000-8000-000000000000',
      routes: insightsRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this screening' })).toBeTruthy();
  });

  const cardOf = async (name: string) =>
    (await screen.findByRole('heading', { name })).closest('div.flex-col') as HTMLElement;

  it('[HOME-1] with the sex assigned at birth unknown, breast and cervical screening ask and link to the profile', async () => {
    server.use(...insightsHandlers({ insights: sexUnknownInsights }));
    renderScreen(null, { path: '/home/screenings', routes: insightsRoutes });
    expect(await screen.findByRole('heading', { name: 'We need an answer from you' })).toBeTruthy();
    for (const name of ['Breast cancer screening', 'Cervical cancer screening']) {
      const card = await cardOf(name);
      expect(within(card).getByText('Needs your answer')).toBeTruthy();
      expect(
        within(card).getByText('Tell us your sex assigned at birth to see whether this applies to you.'),
      ).toBeTruthy();
      expect(within(card).queryByText(/women|Due/)).toBeNull();
      expect(within(card).getByRole('link', { name: 'Answer in your profile' }).getAttribute('href')).toBe(
        '/profile/gender',
      );
    }
  });

  it('[HOME-1] Home asks once for the sex assigned at birth, counting the screenings that wait for it', async () => {
    server.use(...insightsHandlers({ insights: sexUnknownInsights }));
    renderScreen(<HomeInsights />);
    expect(
      await screen.findByText('Tell us your sex assigned at birth to see whether 2 screenings apply to you.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer in your profile' }).getAttribute('href')).toBe(
      '/profile/gender',
    );
    expect(screen.queryByRole('heading', { name: 'Breast cancer screening' })).toBeNull();
  });

  it.each([
    [
      'en',
      'HbA1c test',
      'Done · result out of range',
      'Tested on Nov 20, 2026: 6.8%, above the normal range (5.6% or less). Talk to your clinician about this result.',
    ],
    [
      'en',
      'Blood sugar (HbA1c) level',
      'Under goal · above normal range',
      'Your last result, 6.8% on Nov 20, 2026, is within the goal for diabetes care (below 8%) but above the normal range (5.6% or less). Ask your clinician what your own goal is.',
    ],
    [
      'en',
      'Blood pressure control',
      'Above goal',
      'Your last result, 146/92 mmHg on Sep 14, 2026, is above the goal (below 140/90). Talk to your clinician about it.',
    ],
    [
      'en',
      'Statin medicine',
      'You take one',
      'Your health records show you take Simvastatin 10 MG Oral Tablet.',
    ],
    [
      'es',
      'Prueba de HbA1c',
      'Hecha · resultado fuera del rango',
      'Prueba del 20 nov 2026: 6,8\u00a0%, por encima del rango normal (5,6\u00a0% o menos). Hable con su médico sobre este resultado.',
    ],
  ] as const)('[HOME-1] after the kit (%s), %s reads %j: %s', async (language, name, badge, reason) => {
    server.use(...insightsHandlers({ insights: resultOutOfRangeInsights }));
    renderScreen(null, { path: '/home/insights', routes: insightsRoutes, language });
    const card = await cardOf(name);
    expect(within(card).getByText(badge)).toBeTruthy();
    expect(card.querySelector('p')?.textContent).toBe(JSON.parse(`"${reason}"`));
    expect(within(card).queryByText(/up to date/i)).toBeNull();
  });
});
