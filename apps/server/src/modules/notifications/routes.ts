import type { FastifyBaseLogger } from 'fastify';
import type { ModuleContext } from '../../http/context.js';
import { linkOrigin, originSettings } from '../accounts/rules.js';
import { notifyPatient, type Notify } from './service.js';

/**
 * Notifications have no routes: they are sent, not asked for. This builds the one `Notify` the pull, lab orders
 * and insights get from the module context; a failure is logged by its type only and never fails the caller.
 */
export function notifier(
  ctx: Pick<ModuleContext, 'config' | 'db' | 'messenger'>,
  log: FastifyBaseLogger,
): Notify {
  const deps = {
    db: ctx.db,
    messenger: ctx.messenger,
    loginLink: (brandId: string) => {
      const origin = linkOrigin(originSettings(ctx.config), brandId);
      return origin ? `${origin}/login` : undefined;
    },
  };
  return async (patientId, events) => {
    try {
      await notifyPatient(deps, patientId, events);
    } catch (error) {
      log.warn({ type: error instanceof Error ? error.name : typeof error }, 'notice not sent');
    }
  };
}
