import { describe, expect, it } from 'vitest';
import type { DataPullStatus, PullState, SourceProgress } from '@portal/contract';
import { failedPull, pullStatus, refusedPull, reviewPull, runningPull } from '../../../testing/records';
import { isPullActive, pullJustFinished, pullPercent, pullPhase, sourceStep } from './pull-progress';

const source = (overrides: Partial<SourceProgress>): SourceProgress => ({
  source: 'sample',
  state: 'running',
  attempts: 1,
  error: null,
  fetched: 0,
  stored: 0,
  failed: 0,
  removed: 0,
  resource_types: [],
  updated_at: null,
  ...overrides,
});

describe('the pull progress rules', () => {
  it.each<[string, DataPullStatus | undefined, string]>([
    ['no answer yet', undefined, 'none'],
    ['never pulled', pullStatus({ state: 'not_started', sources: [] }), 'none'],
    ['queued', pullStatus({ state: 'queued' }), 'retrieving'],
    ['running', runningPull(10, 100), 'retrieving'],
    ['succeeded', pullStatus(), 'ready'],
    [
      'succeeded with a failed source',
      pullStatus({ sources: [source({ state: 'succeeded' }), source({ source: 'fhir', state: 'failed' })] }),
      'partial',
    ],
    ['failed', failedPull(), 'failed'],
    ['refused as it ran: the authorization was revoked meanwhile', refusedPull(), 'refused'],
    [
      'one source refused as it ran, another done before',
      pullStatus({
        sources: [
          source({ state: 'succeeded' }),
          source({ source: 'fhir', state: 'failed', error: 'HIPAA_AUTHORIZATION_NOT_CURRENT' }),
        ],
      }),
      'refused',
    ],
    ['waiting for a person to check the match', reviewPull(), 'review'],
  ])('[PULL-2] %s is shown as %s', (_name, status, phase) => {
    expect(pullPhase(status)).toBe(phase);
  });

  it.each<[string, DataPullStatus | undefined, number | null]>([
    ['unknown', undefined, null],
    ['nothing fetched yet (indeterminate, with text)', runningPull(0, 0), null],
    ['a quarter stored', runningPull(25, 100), 25],
    ['all stored but not finished stays below 100', runningPull(100, 100), 99],
    ['finished', pullStatus(), 100],
    ['failed', failedPull(), 100],
  ])('[PULL-2] percent when %s', (_name, status, percent) => {
    expect(pullPercent(status)).toBe(percent);
  });

  it('[PULL-2] counts failed resources as handled', () => {
    const status = pullStatus({ state: 'running', sources: [source({ fetched: 10, stored: 6, failed: 2 })] });
    expect(pullPercent(status)).toBe(80);
  });

  it.each<[Partial<SourceProgress>, string]>([
    [{ state: 'queued', attempts: 0 }, 'waiting'],
    [{ state: 'queued', attempts: 2 }, 'retrying'],
    [{ state: 'running', fetched: 0 }, 'connecting'],
    [{ state: 'running', fetched: 5 }, 'importing'],
    [{ state: 'succeeded' }, 'done'],
    [{ state: 'failed' }, 'failed'],
  ])('[PULL-2] a source %o is at step %s', (overrides, step) => {
    expect(sourceStep(source(overrides))).toBe(step);
  });

  it.each<[PullState | undefined, PullState | undefined, boolean]>([
    ['running', 'succeeded', true],
    ['queued', 'failed', true],
    ['running', 'running', false],
    [undefined, 'succeeded', false],
    ['succeeded', 'succeeded', false],
  ])('[PULL-2] %s → %s means the pull just finished: %s', (before, after, finished) => {
    expect(pullJustFinished(before, after)).toBe(finished);
  });

  it.each<[PullState, boolean]>([
    ['queued', true],
    ['running', true],
    ['processing', true],
    ['succeeded', false],
    ['failed', false],
    ['not_started', false],
  ])('[PULL-2] %s is active: %s', (state, active) => {
    expect(isPullActive(state)).toBe(active);
  });
});
