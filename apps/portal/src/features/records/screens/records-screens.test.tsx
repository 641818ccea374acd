import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setNotifier } from '../../../lib/notify';
import type { Gatepass } from '@portal/contract';
import { useGatepass } from '../api/get-gatepass';
import { RecordsStatus } from '../components/records-status';
import { PULL_POLL_INTERVAL_MS } from '../rules/pull-progress';
import {
  errorHandlers,
  failedPull,
  filledHandlers,
  hba1cAfterKit,
  medicationSummary,
  onboardedGatepass,
  recordItem,
  recordsPage,
  recordsSummary,
  pullStatus,
  trendResponse,
  runningPull,
  updatedPullWithRemovals,
} from '../../../testing/records';
import { ok } from '../../../testing/msw';
import { mockPrintPopup } from '../../../testing/print';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import CategoryScreen from './category-screen';
import HealthRecordScreen from './health-record-screen';
import MedicationsScreen from './medications-screen';
import MyHealthScreen from './my-health-screen';
import { LabsScreen, VitalsScreen } from './observations-screen';
import TimelineScreen from './timeline-screen';
import TrendsScreen from './trends-screen';

const server = mockApi(filledHandlers(), { given_name: 'ana' });

describe('the Timeline tab', () => {
  // happy-dom lays nothing out; give the timeline's scroll area the height a browser would, so rows render
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });

  it('[REC-2] shows medications and encounters and filters them by type', async () => {
    const user = userEvent.setup();
    renderScreen(<TimelineScreen />, { path: '/home/timeline' });
    expect(await screen.findByText('Lisinopril 10 MG Oral Tablet')).toBeTruthy();
    expect(screen.getByText('General examination')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Type'), 'encounter');
    await waitFor(() => expect(screen.queryByText('Lisinopril 10 MG Oral Tablet')).toBeNull());
    expect(screen.getByText('General examination')).toBeTruthy();
    expect(screen.getByText('2 entries')).toBeTruthy();
  });

  it('[REC-2] reads the filter from the address, so a filtered timeline survives a reload', async () => {
    const { router } = renderScreen(<TimelineScreen />, {
      path: '/home/timeline?from=2024-01-01',
      routePath: '/home/timeline',
    });
    expect(await screen.findByText('Lisinopril 10 MG Oral Tablet')).toBeTruthy();
    expect(screen.queryByText('Metformin 500 MG Oral Tablet')).toBeNull();
    expect(router.state.location.search).toBe('?from=2024-01-01');
  });

  it('[REC-2] says when nothing matches, and clears the filter in one step', async () => {
    const user = userEvent.setup();
    renderScreen(<TimelineScreen />, { path: '/home/timeline?q=insulin', routePath: '/home/timeline' });
    expect(await screen.findByText('Nothing matches your filter')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(await screen.findByText('Lisinopril 10 MG Oral Tablet')).toBeTruthy();
  });

  it('[REC-2] shows an error with a retry when the timeline cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/v1/patient/records', () =>
        fail ? new Response(null, { status: 503 }) : ok([{ medications: [] }, { encounters: [] }]),
      ),
    );
    renderScreen(<TimelineScreen />, { path: '/home/timeline' });
    expect(await screen.findByText("We couldn't load this")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your timeline is empty')).toBeTruthy();
  });

  it('[REC-2] windows a 10,000-entry timeline: only the rows in view are in the page', async () => {
    const { makeTimeline } = await import('../../../testing/records');
    server.use(http.get('*/v1/patient/records', () => ok(makeTimeline(10_000))));
    renderScreen(<TimelineScreen />, { path: '/home/timeline' });
    expect(await screen.findByText('10,000 entries')).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'Timeline entries' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('10000');
  });

  it('[REC-2] reads in Spanish', async () => {
    renderScreen(<TimelineScreen />, { path: '/home/timeline', language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Cronología', level: 1 })).toBeTruthy();
    expect(screen.getByText('4 entradas')).toBeTruthy();
  });
});

describe('My Health', () => {
  it('[REC-1] lists the categories with their counts and help', async () => {
    const user = userEvent.setup();
    renderScreen(<MyHealthScreen />, { path: '/home/my-health' });
    const list = await screen.findByRole('list', { name: 'Record categories' });
    expect(within(list).getByRole('heading', { name: 'Medications' })).toBeTruthy();
    expect(within(list).getByText('20 records · latest May 2, 2024')).toBeTruthy();
    expect(within(list).getAllByText('0 records')).toHaveLength(4);
    await user.click(within(list).getByText('What are Visits?'));
    expect(within(list).getByText(/Your visits to clinics/)).toBeTruthy();
    expect(
      within(list).getByRole('link', { name: 'See Measurements and results' }).getAttribute('href'),
    ).toBe('/home/my-health/observations');
  });

  it('[REC-1] says so when there are no records yet', async () => {
    server.use(http.get('*/v1/patient/records/summary', () => ok(recordsSummary())));
    renderScreen(<MyHealthScreen />, { path: '/home/my-health' });
    expect(await screen.findByText('No health records yet')).toBeTruthy();
  });

  it('[REC-1] category details list the records of one category with its help', async () => {
    renderScreen(<CategoryScreen />, {
      path: '/home/my-health/medications',
      routePath: '/home/my-health/:category',
    });
    expect(await screen.findByRole('heading', { name: 'Medications', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Lisinopril 10 MG Oral Tablet')).toBeTruthy();
    expect(screen.getByText('What are Medications?')).toBeTruthy();
  });

  it('[REC-1] conditions show the current problems first, under their own heading, then the resolved ones', async () => {
    renderScreen(<CategoryScreen />, {
      path: '/home/my-health/conditions',
      routePath: '/home/my-health/:category',
    });
    const current = await screen.findByRole('list', { name: 'Current problems' });
    const past = screen.getByRole('list', { name: 'Resolved and past problems' });
    expect(
      within(current)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Hypertension', 'Diabetes']);
    expect(
      within(past)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Common cold']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Current problems')).toBeLessThan(headings.indexOf('Resolved and past problems'));
  });

  it.each([
    ['en', 'completed', 'Status: completed'],
    ['es', 'completed', 'Estado: completado'],
    ['es', 'active', 'Estado: activo'],
    // A status the catalogue does not know is shown as the source wrote it
    ['es', 'x-local-status', 'Estado: x-local-status'],
  ] as const)('[I18N-1] in %s a record status %s reads "%s"', async (language, status, text) => {
    server.use(
      http.get('*/v1/patient/records', () =>
        ok(recordsPage([recordItem({ category: 'medications', display: 'Lisinopril', status })])),
      ),
    );
    renderScreen(<CategoryScreen />, {
      path: '/home/my-health/medications',
      routePath: '/home/my-health/:category',
      language,
    });
    expect(await screen.findByText(new RegExp(`^${text} ·`))).toBeTruthy();
  });

  it('[REC-1] an unknown category says so instead of asking the server', async () => {
    renderScreen(<CategoryScreen />, {
      path: '/home/my-health/nonsense',
      routePath: '/home/my-health/:category',
    });
    expect((await screen.findAllByText('This category does not exist')).length).toBeGreaterThan(0);
  });
});

describe('Medications', () => {
  it('[REC-1] one entry per medication, what is taken now apart from what was taken before, with dose, prescriber and since when', async () => {
    renderScreen(<MedicationsScreen />, { path: '/home/medications' });
    const current = await screen.findByRole('list', { name: 'Taking now' });
    const past = screen.getByRole('list', { name: 'Past medications' });
    expect(
      within(current)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Lisinopril 10 MG Oral Tablet', 'Simvastatin 10 MG Oral Tablet']);
    expect(
      within(past)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Amoxicillin 250 MG Oral Capsule']);
    const simvastatin = within(current).getAllByRole('listitem')[1]!;
    expect(within(simvastatin).getByText('Take one tablet by mouth at bedtime')).toBeTruthy();
    expect(simvastatin.textContent).toContain('Prescribed by Dr. Luis Herrera');
    expect(simvastatin.textContent).toContain('Since Feb 1, 2019');
  });

  it('[REC-1] a medication’s fills open from its entry', async () => {
    const user = userEvent.setup();
    renderScreen(<MedicationsScreen />, { path: '/home/medications' });
    const current = await screen.findByRole('list', { name: 'Taking now' });
    const lisinopril = within(current).getAllByRole('listitem')[0]!;
    await user.click(within(lisinopril).getByText('3 fills'));
    const fills = await within(lisinopril).findByText(/^May 2, 2025 · active$/);
    expect(fills).toBeTruthy();
    expect(within(lisinopril).getByText(/^May 2, 2023 · completed$/)).toBeTruthy();
  });

  it('[REC-1] says so when none is current, and lists the past ones', async () => {
    server.use(
      http.get('*/v1/patient/records/medications', () =>
        ok({ current: [], past: [medicationSummary({ current: false, status: 'stopped' })] }),
      ),
    );
    renderScreen(<MedicationsScreen />, { path: '/home/medications' });
    expect(await screen.findByText('None of your medications is current.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Past medications' })).toBeTruthy();
  });
});

describe('Vitals and Labs', () => {
  it('[REC-3] labs show the value, unit, normal range and, in words, that it is out of range', async () => {
    renderScreen(<LabsScreen />, { path: '/home/labs' });
    expect(await screen.findByText('Total cholesterol')).toBeTruthy();
    expect(screen.getByText('212 mg/dL')).toBeTruthy();
    expect(screen.getByText('(above range)')).toBeTruthy();
    expect(screen.getByText('normal range ≤ 200 mg/dL')).toBeTruthy();
  });

  it.each([
    [
      'a lab\'s "<5.7", 5.7 %',
      5.7,
      null,
      { low: null, high: null, unit: '%', text: '<5.7' },
      '(above range)',
      'normal range < 5.7 %',
    ],
    [
      'eGFR ≥ 60, 45',
      45,
      null,
      { low: 60, high: null, unit: '%', text: null },
      '(below range)',
      'normal range ≥ 60 %',
    ],
    [
      'a FIT "Positive" against "Negative"',
      null,
      'Positive',
      { low: null, high: null, unit: null, text: 'Negative' },
      '(out of range)',
      'normal range Negative',
    ],
  ] as const)(
    '[REC-3] [issue 24] the Labs list flags %s as the chart would',
    async (_, value, valueText, range, flag, text) => {
      const item = recordItem({
        display: 'Result',
        value,
        value_text: valueText,
        unit: value === null ? null : '%',
        reference_range: range,
      });
      server.use(http.get('*/v1/patient/records', () => ok(recordsPage([item]))));
      renderScreen(<LabsScreen />, { path: '/home/labs' });
      expect(await screen.findByText(flag)).toBeTruthy();
      expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === text)).toBeTruthy();
    },
  );
  it('[REC-3] a blood-pressure reading is one entry showing both numbers, each with its range and flag', async () => {
    renderScreen(<VitalsScreen />, { path: '/home/vitals' });
    const reading = (await screen.findByRole('heading', { name: 'Blood pressure panel' })).closest('li')!;
    expect(within(reading).getByText('118 mmHg')).toBeTruthy();
    expect(within(reading).getByText('86 mmHg')).toBeTruthy();
    expect(within(reading).getByText('Diastolic blood pressure').closest('li')!.textContent).toContain(
      '(above range)',
    );
    expect(within(reading).getByText('Systolic blood pressure').closest('li')!.textContent).not.toContain(
      'range)',
    );
  });
});

describe('dates, numbers and units in the patient’s language', () => {
  // A record dated without a time is the calendar day the source wrote (stored as midnight UTC; a moment is the
  // day it was in the patient's zone, lib/date-format.test.ts); units are symbols, the same in every language
  const lab = recordItem({
    display: 'Glucose',
    date: '2024-03-12T00:00:00.000Z',
    value: 1234.5,
    unit: 'mg/dL',
    reference_range: { low: 0.5, high: 1500.25, unit: 'mg/dL', text: null },
  });

  it.each([
    ['en', 'Mar 12, 2024', '1,234.5 mg/dL', 'normal range 0.5 – 1,500.25 mg/dL'],
    ['es', '12 mar 2024', '1234,5 mg/dL', 'rango normal 0,5 – 1500,25 mg/dL'],
  ] as const)('[I18N-1] [REC-3] in %s a lab result reads %s, %s, %s', async (language, day, value, range) => {
    server.use(http.get('*/v1/patient/records', () => ok(recordsPage([lab]))));
    renderScreen(<CategoryScreen />, {
      path: '/home/my-health/observations',
      routePath: '/home/my-health/:category',
      language,
    });
    expect(await screen.findByText(day)).toBeTruthy();
    expect(screen.getByText(value)).toBeTruthy();
    expect(screen.getByText(range)).toBeTruthy();
  });

  it.each([
    ['en', 'Mar 12, 2024'],
    ['es', '12 mar 2024'],
  ] as const)('[I18N-1] [REC-2] in %s the timeline dates an entry %s', async (language, day) => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const { makeTimeline } = await import('../../../testing/records');
    server.use(http.get('*/v1/patient/records', () => ok(makeTimeline(1, Date.UTC(2024, 2, 12)))));
    renderScreen(<TimelineScreen />, { path: '/home/timeline', language });
    expect(await screen.findByText('Medication 0')).toBeTruthy();
    expect(screen.getAllByText(new RegExp(day)).length).toBeGreaterThan(0);
  });
});

describe('units and sources as people write them', () => {
  it('[REC-3] [issue 24] a kit result shows its UCUM unit as written and its source by name', async () => {
    const egfr = recordItem({
      display: 'eGFR',
      type: 'laboratory',
      value: 92,
      unit: 'mL/min/{1.73_m2}',
      reference_range: { low: 60, high: null, unit: 'mL/min/{1.73_m2}', text: null },
      source: 'lab-kit',
    });
    server.use(http.get('*/v1/patient/records', () => ok(recordsPage([egfr]))));
    renderScreen(<LabsScreen />, { path: '/home/labs' });
    expect(await screen.findByText('92 mL/min/1.73 m²')).toBeTruthy();
    expect(screen.getByText('normal range ≥ 60 mL/min/1.73 m²')).toBeTruthy();
    expect(screen.getByText(/From: At-home test kit/)).toBeTruthy();
    expect(screen.queryByText(/lab-kit|\{1\.73_m2\}/)).toBeNull();
  });
});

describe('an area that cannot load', () => {
  it.each([
    ['Timeline', <TimelineScreen key="t" />, '/home/timeline'],
    ['My Health', <MyHealthScreen key="m" />, '/home/my-health'],
    ['Labs', <LabsScreen key="l" />, '/home/labs'],
  ])('%s says so once, in place with a retry, and raises no toast as well', async (_name, element, path) => {
    const toasts = vi.fn();
    setNotifier({ success: toasts, error: toasts });
    server.use(...errorHandlers());
    renderScreen(element, { path });
    expect(await screen.findByText('Your records are not available right now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toasts).not.toHaveBeenCalled();
    setNotifier({ success: () => undefined, error: () => undefined });
  });
});

describe('Trends', () => {
  it.each([
    ['bloodPressure', 'Blood pressure', ['120', '80']],
    // 128 kg, in pounds: the units the server answers for a patient of a US brand who never chose
    ['weight', 'Weight', ['282.2']],
    ['ldlHdl', 'LDL & HDL', ['128', '55']],
  ])(
    '[TREND-1] [TREND-2] the %s view charts its readings with a table of the values',
    async (view, title, values) => {
      renderScreen(<TrendsScreen />, { path: `/home/trends/${view}`, routePath: '/home/trends/:view' });
      const figure = await screen.findByRole('figure', { name: new RegExp(title.replace('&', '\\&')) });
      await waitFor(() => expect(within(figure).getAllByRole('row').length).toBeGreaterThan(1));
      for (const value of values) expect(within(figure).getAllByText(value).length).toBeGreaterThan(0);
      expect(screen.getByRole('link', { name: title }).getAttribute('aria-current')).toBe('page');
    },
  );

  it('[TREND-1] blood pressure shades a band for each reading, not one band over both lines', async () => {
    renderScreen(<TrendsScreen />, { path: '/home/trends/bloodPressure', routePath: '/home/trends/:view' });
    expect(
      await screen.findByText('Normal range: Systolic 90 – 120 mmHg; Diastolic 60 – 80 mmHg'),
    ).toBeTruthy();
  });

  it("[TREND-1] [issue 24] a high-only range (the HbA1c kit's ≤ 5.6 %) reads, flags and summarises one way", async () => {
    server.use(http.get('*/v1/patient/trends/labs/HbA1c', () => ok(hba1cAfterKit)));
    renderScreen(<TrendsScreen />, { path: '/home/trends/hba1c', routePath: '/home/trends/:view' });
    const figure = await screen.findByRole('figure', { name: /HbA1c/ });
    expect(within(figure).getByText(/Value: latest 6\.8 % on .*, above the normal range/)).toBeTruthy();
    expect(within(figure).getByText('Normal range: ≤ 5.6 %')).toBeTruthy();
    const cells = within(figure)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(cells).toEqual(['6.8 above range', '5.5', '5.4', '5.2']);
  });

  it('[TREND-1] the time range picker shows the last year, five years or all, kept in the address', async () => {
    // only the clock is fixed ("today" for the period), timers run as usual
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00Z') });
    const user = userEvent.setup();
    server.use(http.get('*/v1/patient/trends/labs/HbA1c', () => ok(hba1cAfterKit)));
    const { router } = renderScreen(<TrendsScreen />, {
      path: '/home/trends/hba1c?period=1y',
      routePath: '/home/trends/:view',
    });
    const picker = await screen.findByRole('group', { name: 'Time range' });
    expect(within(picker).getByRole('button', { name: '1 year' }).getAttribute('aria-pressed')).toBe('true');
    // the year to 27 Nov 2026 holds the kit's reading only
    expect(await screen.findByRole('img', { name: /chart of 1 reading\./ })).toBeTruthy();
    await user.click(within(picker).getByRole('button', { name: '5 years' }));
    expect(await screen.findByRole('img', { name: /chart of 4 readings/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?period=5y');
    // another view keeps the period
    expect(screen.getByRole('link', { name: 'Weight' }).getAttribute('href')).toBe(
      '/home/trends/weight?period=5y',
    );
    await user.click(within(picker).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(picker).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    vi.useRealTimers();
  });

  it("[TREND-2] [PRINT-1] Print copies every row of the trend's table and none of its pager", async () => {
    const values: [string, number][] = Array.from({ length: 45 }, (_, i) => [
      new Date(Date.UTC(2020, 0, 1 + i * 7)).toISOString(),
      70 + (i % 5),
    ]);
    server.use(http.get('*/v1/patient/trends/vitals/WEIGHT', () => ok(trendResponse('WEIGHT', values))));
    let written = '';
    const popup = {
      document: { open() {}, write: (html: string) => (written += html), close() {}, readyState: 'loading' },
      focus() {},
      print() {},
      close() {},
    };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const user = userEvent.setup();
    renderScreen(<TrendsScreen />, { path: '/home/trends/weight', routePath: '/home/trends/:view' });
    await screen.findByRole('img', { name: /chart of 45 readings/ });
    // on screen, the table is paged
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    const copy = new DOMParser().parseFromString(written, 'text/html');
    expect(copy.querySelectorAll('tbody tr')).toHaveLength(45);
    expect(copy.body.textContent).not.toContain('Page 1 of');
    // and the screen goes back to its pages
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
  });

  it('[TREND-1] the Trends tab lists all ten views', async () => {
    renderScreen(<TrendsScreen />, { path: '/home/trends' });
    const nav = await screen.findByRole('navigation', { name: 'Trend views' });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
  });
});

describe('records retrieval', () => {
  it('[PULL-2] shows live progress while records are retrieved, then nothing once they are in', async () => {
    // The poll runs on a fake clock: each step is one poll interval, not 1.5 s of waiting
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [runningPull(0, 0), runningPull(40, 100), pullStatus()];
    let calls = 0;
    server.use(http.get('*/v1/datapull/status', () => ok(answers[Math.min(calls++, answers.length - 1)])));
    renderScreen(<RecordsStatus />);
    expect(await screen.findByText('Connecting to your health sources…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PULL_POLL_INTERVAL_MS));
    expect(await screen.findByText('40 of 100 records stored (40%)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Records retrieved' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(
      screen.getByText(
        'Saved so far: Medications 20 · Visits 40 · Conditions 5 · Measurements and results 60',
      ),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PULL_POLL_INTERVAL_MS));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('[PULL-2] a failed pull offers a retry that starts a new pull', async () => {
    const user = userEvent.setup();
    const inits: unknown[] = [];
    server.use(
      http.get('*/v1/datapull/status', () => ok(failedPull())),
      http.post('*/v1/datapull/init', async ({ request }) => {
        inits.push(await request.json());
        return ok(runningPull(0, 0));
      }),
    );
    renderScreen(<RecordsStatus />);
    expect(await screen.findByText("We couldn't retrieve your health records")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Retrieving your health records')).toBeTruthy();
    expect(inits).toEqual([{ refresh: true }]);
  });

  it('[PULL-2] a patient who finished onboarding and has no pull yet gets one started', async () => {
    const inits: unknown[] = [];
    server.use(
      http.get('*/v1/datapull/status', () =>
        ok(pullStatus({ pull_id: null, state: 'not_started', sources: [] })),
      ),
      http.post('*/v1/datapull/init', async ({ request }) => {
        inits.push(await request.json());
        return ok(runningPull(0, 0));
      }),
    );
    renderScreen(<RecordsStatus />);
    expect(await screen.findByText('Retrieving your health records')).toBeTruthy();
    expect(inits).toHaveLength(1);
  });

  it('[PULL-2] no pull starts before onboarding is complete, and one starts once it is', async () => {
    const user = userEvent.setup();
    let nextStep: Gatepass['next_step'] = 'hipaa';
    const initsAtStep: string[] = [];
    server.use(
      http.get('*/v1/patient/gatepass', () => ok({ ...onboardedGatepass, next_step: nextStep })),
      http.get('*/v1/datapull/status', () =>
        ok(pullStatus({ pull_id: null, state: 'not_started', sources: [] })),
      ),
      http.post('*/v1/datapull/init', () => {
        initsAtStep.push(nextStep);
        return ok(runningPull(0, 0));
      }),
    );
    // Home's onboarding step reads the same gatepass; asking again is how a patient who finished it returns
    function OnboardingStep() {
      const gatepass = useGatepass();
      return <button onClick={gatepass.retry}>{gatepass.data?.next_step ?? 'unknown'}</button>;
    }
    renderScreen(
      <>
        <RecordsStatus />
        <OnboardingStep />
      </>,
    );
    await screen.findByRole('button', { name: 'hipaa' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    nextStep = 'home';
    await user.click(screen.getByRole('button', { name: 'hipaa' }));
    expect(await screen.findByText('Retrieving your health records')).toBeTruthy();
    expect(initsAtStep).toEqual(['home']);
  });

  it('[PULL-2] the retrieval summary shows what was found per source and type, and when', async () => {
    renderScreen(<HealthRecordScreen />, { path: '/home/health-record' });
    const table = await screen.findByRole('table', { name: 'Records found in Sample health records' });
    const visits = within(table).getByRole('row', { name: /Visits/ });
    expect(within(visits).getAllByText('40')).toHaveLength(2);
    expect(screen.getByText(/^Last updated/)).toBeTruthy();
  });

  it('[PULL-3] after an update, what the source no longer has shows as removed, per type', async () => {
    server.use(http.get('*/v1/datapull/status', () => ok(updatedPullWithRemovals())));
    renderScreen(<HealthRecordScreen />, { path: '/home/health-record' });
    const table = await screen.findByRole('table', { name: 'Records found in Sample health records' });
    expect(within(table).getByRole('columnheader', { name: 'Removed' })).toBeTruthy();
    const medications = within(table).getByRole('row', { name: /Medications/ });
    expect(within(medications).getAllByRole('cell').at(-1)?.textContent).toBe('2');
    expect(screen.getByText(/3 records are no longer at this source/)).toBeTruthy();
  });

  it('[PULL-2] the retrieval summary has no removed column when nothing was removed', async () => {
    renderScreen(<HealthRecordScreen />, { path: '/home/health-record' });
    const table = await screen.findByRole('table', { name: 'Records found in Sample health records' });
    expect(within(table).queryByRole('columnheader', { name: 'Removed' })).toBeNull();
  });

  it('[PULL-2] "update health record" re-pulls', async () => {
    const user = userEvent.setup();
    const inits: unknown[] = [];
    server.use(
      http.post('*/v1/datapull/init', async ({ request }) => {
        inits.push(await request.json());
        return ok(runningPull(0, 0));
      }),
    );
    renderScreen(<HealthRecordScreen />, { path: '/home/health-record' });
    await user.click(await screen.findByRole('button', { name: 'Update health record' }));
    expect(inits).toEqual([{ refresh: true }]);
    expect(await screen.findByRole('button', { name: 'Updating…' })).toBeTruthy();
  });
});

describe('printing', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });

  it('[PRINT-1] a section prints through the print view popup', async () => {
    const user = userEvent.setup();
    const { open, popupDocument } = mockPrintPopup();
    renderScreen(<TimelineScreen />, { path: '/home/timeline' });
    await screen.findByText('Lisinopril 10 MG Oral Tablet');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith('', '_blank', expect.stringContaining('width=800,height=600'));
    expect(popupDocument.title).toBe('Print');
    expect(popupDocument.body.textContent).toContain('Lisinopril 10 MG Oral Tablet');
    expect(popupDocument.body.querySelector('form[role="search"]')).toBeNull();
  });
});
