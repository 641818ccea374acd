import type { DataPullStatus, PullState, SourceProgress } from '@portal/contract';

/** Poll every 1.5 s while a pull is under way: quick enough to feel live, light on the server. */
export const PULL_POLL_INTERVAL_MS = 1500;

const ACTIVE_STATES: readonly PullState[] = ['queued', 'running', 'processing'];

export function isPullActive(state: PullState | undefined): boolean {
  return state !== undefined && ACTIVE_STATES.includes(state);
}

/**
 * What the patient is told about their records:
 * - `none`: nothing pulled yet;
 * - `retrieving`: a pull is under way;
 * - `ready`: the last pull succeeded from every source;
 * - `partial`: it succeeded, but a source failed (what we have is shown, with a retry);
 * - `failed`: no source answered (a retry is offered);
 * - `review`: a source knows more than one person who matches; nothing is imported until someone checks
 *   which one is the patient (a retry would only match them again, so none is offered);
 * - `refused`: a source's job was refused as it ran because the HIPAA authorization is no longer in force
 *   (revoked or expired meanwhile): not "your sources did not answer", and a retry cannot help until it is signed.
 */
export type PullPhase = 'none' | 'retrieving' | 'ready' | 'partial' | 'failed' | 'review' | 'refused';

/** The server's refusal of a pull, when it starts or as each source's job runs, for want of the authorization. */
export const AUTHORIZATION_REFUSAL = 'HIPAA_AUTHORIZATION_NOT_CURRENT';

export function pullPhase(status: DataPullStatus | undefined): PullPhase {
  if (!status || status.state === 'not_started') return 'none';
  if (isPullActive(status.state)) return 'retrieving';
  if (status.sources.some((source) => source.state === 'failed' && source.error === AUTHORIZATION_REFUSAL))
    return 'refused';
  if (status.state === 'failed') return 'failed';
  if (status.state === 'review') return 'review';
  return status.sources.some((source) => source.state === 'failed') ? 'partial' : 'ready';
}

export interface PullTotals {
  fetched: number;
  stored: number;
  failed: number;
}

export function pullTotals(
  sources: readonly Pick<SourceProgress, 'fetched' | 'stored' | 'failed'>[],
): PullTotals {
  return sources.reduce(
    (sum, s) => ({
      fetched: sum.fetched + s.fetched,
      stored: sum.stored + s.stored,
      failed: sum.failed + s.failed,
    }),
    { fetched: 0, stored: 0, failed: 0 },
  );
}

/**
 * Share of fetched resources already stored or given up on, 0–100, or null while nothing has been fetched yet
 * (the bar is then indeterminate, never a bare spinner: the text says which step we are at). Capped at 99 until
 * the pull is over, so the bar never claims "done" before the records are there.
 */
export function pullPercent(status: DataPullStatus | undefined): number | null {
  if (!status) return null;
  if (status.state === 'succeeded' || status.state === 'failed') return 100;
  const { fetched, stored, failed } = pullTotals(status.sources);
  if (fetched === 0) return null;
  return Math.min(99, Math.floor(((stored + failed) / fetched) * 100));
}

/** Which step a source is at, for its line of text. */
export type SourceStep = 'waiting' | 'connecting' | 'importing' | 'done' | 'failed' | 'retrying';

export function sourceStep(source: SourceProgress): SourceStep {
  if (source.state === 'succeeded') return 'done';
  if (source.state === 'failed') return 'failed';
  if (source.state === 'queued') return source.attempts > 0 ? 'retrying' : 'waiting';
  return source.fetched === 0 ? 'connecting' : 'importing';
}

/** True when a pull just ended: the screens then reload the records they show. */
export function pullJustFinished(previous: PullState | undefined, current: PullState | undefined): boolean {
  return isPullActive(previous) && current !== undefined && !isPullActive(current);
}
