import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import {
  demoTimeline,
  pullStatus,
  recordItem,
  recordsPage,
  runningPull,
  trendResponse,
} from '../../../testing/records';
import { failWith, ok } from '../../../testing/msw';
import { mockApi } from '../../../testing/server';
import { createTestI18n } from '../../../testing/i18n';
import { ScreenProviders } from '../../../testing/screen-providers';
import { readAs } from '../../../lib/reading-as';
import { PULL_POLL_INTERVAL_MS } from '../rules/pull-progress';
import { TREND_VIEW_NAMES, TREND_VIEW_REQUESTS } from '../rules/trend-views';
import { useDataPullStatus } from './get-data-pull-status';
import { recordsKey, useRecords } from './get-records';
import { useTimeline } from './get-timeline';
import { useTrend } from './get-trend';
import { useStartDataPull } from './start-data-pull';

const server = mockApi();

const wrapper = ({ children }: { children: ReactNode }) => (
  <ScreenProviders i18n={createTestI18n()}>{children}</ScreenProviders>
);

describe('the records hooks', () => {
  it('[SHARE-2] reading for someone cared for, each read names their grant and is cached apart from one’s own; the pull status is not asked', async () => {
    const asked: Array<string | null> = [];
    let pullAsked = 0;
    server.use(
      http.get('*/v1/patient/records', ({ request }) => {
        const grant = request.headers.get('x-care-grant');
        asked.push(grant);
        return ok(recordsPage([recordItem({ display: grant ? 'Their condition' : 'My condition' })]));
      }),
      http.get('*/v1/datapull/status', () => {
        pullAsked += 1;
        return ok(pullStatus());
      }),
    );
    const { result } = renderHook(
      () => ({ records: useRecords({ category: 'conditions' }), pull: useDataPullStatus() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.records.data?.items[0]?.display).toBe('My condition'));
    expect(pullAsked).toBe(1);

    act(() => readAs({ grantId: '0c9a6d3e-2f41-4b7a-9d52-7e1f00000009', name: 'Rosa Demo' }));
    await waitFor(() => expect(result.current.records.data?.items[0]?.display).toBe('Their condition'));
    expect(asked).toEqual([null, '0c9a6d3e-2f41-4b7a-9d52-7e1f00000009']);
    expect(result.current.pull.data).toBeUndefined();

    act(() => readAs(null));
    expect(result.current.records.data?.items[0]?.display).toBe('My condition');
  });

  it('[REC-5] the timeline loading flag is set by the request and cleared by the data’s arrival', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/v1/patient/records', async () => {
        await arrived;
        return ok(demoTimeline);
      }),
    );
    const { result } = renderHook(() => useTimeline(), { wrapper });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();
    release();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data?.[0].medications).toHaveLength(2);
  });

  it('[REC-5] an error clears the loading flag and keeps the error for the screen', async () => {
    server.use(
      http.get('*/v1/patient/records', () =>
        failWith(503, 'SOURCE_UNAVAILABLE - The service is not available right now.'),
      ),
    );
    const { result } = renderHook(() => useTimeline(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBeTruthy();
  });

  it('[REC-5] each data area has its own flag: a slow trend does not hold the records', async () => {
    server.use(
      http.get('*/v1/patient/trends/:kind/:category', async () => {
        await delay('infinite');
        return ok(null);
      }),
      http.get('*/v1/patient/records', () => ok(recordsPage([recordItem()]))),
    );
    const { result } = renderHook(
      () => ({ trend: useTrend(TREND_VIEW_REQUESTS.bmi), records: useRecords({ category: 'observations' }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.records.loading).toBe(false));
    expect(result.current.trend.loading).toBe(true);
  });

  it('[REC-2] the timeline is read from /v1/patient/records?category=timeline with the session headers', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    server.use(
      http.get('*/v1/patient/records', ({ request }) => {
        seen.push({ url: new URL(request.url).search, auth: request.headers.get('Authorization') });
        return ok(demoTimeline);
      }),
    );
    const { result } = renderHook(() => useTimeline(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(seen[0]?.url).toBe('?category=timeline');
    expect(seen[0]?.auth).toMatch(/^Bearer /);
  });

  it.each(TREND_VIEW_NAMES)('[REC-4] the %s view reads its trend endpoint', async (view) => {
    const request = TREND_VIEW_REQUESTS[view];
    const paths: string[] = [];
    server.use(
      http.get('*/v1/patient/trends/:kind/:category', ({ request: r, params }) => {
        const url = new URL(r.url);
        paths.push(url.pathname + url.search);
        return ok(trendResponse(String(params.category), [['2024-01-01', 1]]));
      }),
    );
    const { result } = renderHook(() => useTrend(request), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(paths).toEqual([
      `/v1/patient/trends/${request.kind}/${request.category}${request.with ? `?with=${request.with}` : ''}`,
    ]);
  });

  it('[REC-3] records are asked for by category, type and page', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/v1/patient/records', ({ request }) => {
        urls.push(new URL(request.url).search);
        return ok(recordsPage([recordItem()]));
      }),
    );
    const { result } = renderHook(
      () => useRecords({ category: 'observations', type: 'laboratory', page: 2 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(urls).toEqual(['?category=observations&type=laboratory&page=2&page_size=50']);
    expect(recordsKey({ category: 'medications' })).toBe(
      '/v1/patient/records?category=medications&page=1&page_size=50',
    );
  });

  it('[PULL-2] the pull status is polled while a pull runs and no longer once it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [runningPull(10, 100), runningPull(60, 100), pullStatus()];
    let calls = 0;
    server.use(http.get('*/v1/datapull/status', () => ok(answers[Math.min(calls++, answers.length - 1)])));
    const { result } = renderHook(() => useDataPullStatus(), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe('running'));
    await act(() => vi.advanceTimersByTimeAsync(PULL_POLL_INTERVAL_MS));
    await waitFor(() => expect(result.current.data?.sources[0]?.stored).toBe(60));
    await act(() => vi.advanceTimersByTimeAsync(PULL_POLL_INTERVAL_MS));
    await waitFor(() => expect(result.current.data?.state).toBe('succeeded'));
    const settled = calls;
    await act(() => vi.advanceTimersByTimeAsync(PULL_POLL_INTERVAL_MS * 10));
    expect(calls).toBe(settled);
  });

  it('[PULL-2] "update health record" posts a re-pull and shows its state at once', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/v1/datapull/init', async ({ request }) => {
        bodies.push(await request.json());
        return ok(runningPull(0, 0));
      }),
      http.get('*/v1/datapull/status', () => ok(pullStatus())),
      http.get('*/v1/datapull/process/status', () => ok(null)),
    );
    const { result } = renderHook(() => ({ status: useDataPullStatus(), pull: useStartDataPull() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status.data?.state).toBe('succeeded'));
    await act(async () => {
      await result.current.pull.start({ refresh: true });
    });
    expect(bodies).toEqual([{ refresh: true }]);
    expect(result.current.status.data?.state).toBe('running');
  });

  it('[PULL-2] a failed start is kept for the screen to offer a retry', async () => {
    server.use(http.post('*/v1/datapull/init', () => failWith(500, 'INTERNAL - Something went wrong.')));
    const { result } = renderHook(() => useStartDataPull(), { wrapper });
    await act(async () => {
      await result.current.start();
    });
    expect(result.current.error).toBeTruthy();
    expect(result.current.starting).toBe(false);
  });
});
