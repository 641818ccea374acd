import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppModule, ModuleContext } from '../../http/context.js';
import { linkOrigin, originSettings } from '../accounts/rules.js';
import { NOTICE_JOB, notifyPatient, sendNotice, type NotificationDeps, type Notify } from './service.js';

function notificationDeps(
  ctx: Pick<ModuleContext, 'config' | 'db' | 'messenger' | 'jobs'>,
): NotificationDeps {
  return {
    db: ctx.db,
    messenger: ctx.messenger,
    loginLink: (brandId) => {
      const origin = linkOrigin(originSettings(ctx.config), brandId);
      return origin ? `${origin}/login` : undefined;
    },
    retryLater: async (notice) => {
      await ctx.jobs.enqueue(NOTICE_JOB, notice as unknown as Record<string, unknown>);
    },
  };
}

/**
 * The one `Notify` the pull, lab orders and insights get from the module context; a failure is logged by its
 * type only and never fails the caller (a failed send is already queued to be tried again).
 */
export function notifier(
  ctx: Pick<ModuleContext, 'config' | 'db' | 'messenger' | 'jobs'>,
  log: FastifyBaseLogger,
): Notify {
  const deps = notificationDeps(ctx);
  return async (patientId, events) => {
    try {
      await notifyPatient(deps, patientId, events);
    } catch (error) {
      log.warn({ type: error instanceof Error ? error.name : typeof error }, 'notice not sent');
    }
  };
}

/** A queued notice, as `retryLater` wrote it; anything else is refused rather than sent. */
const noticeJob = z.object({
  patientId: z.uuid(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  categories: z.array(z.enum(NOTIFICATION_TOPICS)).min(1),
});

/**
 * Notifications have no routes: they are sent, not asked for. The module runs the retry of a failed send as the
 * background job `notification.send` (with the runner's backoff, then a dead letter).
 */
export const notificationsModule: AppModule = (_app, ctx) => {
  const deps = notificationDeps(ctx);
  ctx.jobs.handle(NOTICE_JOB, async (payload) => {
    await sendNotice(deps, noticeJob.parse(payload));
  });
};
