import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { readSettings } from '../lib/config-error.js';
import { unauthorized } from './errors.js';

/**
 * What an operations team watches, in the Prometheus format. Labels are route patterns, methods, status codes
 * and error codes only: never a URL, an id or anything a patient typed.
 */
export interface Metrics {
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status'>;
  errors: Counter<'code'>;
  auditWrites: Histogram;
  pullTakeovers: Counter;
  pullFailures: Counter<'code'>;
  /** Other background jobs (src/modules/jobs): failures by kind, retried or dead, and takeovers. */
  jobFailures: Counter<'kind' | 'outcome'>;
  jobTakeovers: Counter<'kind'>;
  /** Adds a gauge read when scraped (e.g. a queue's depth from the database). */
  gauge(name: string, help: string, read: () => Promise<number>): void;
}

/** One registry per app (tests build many apps; prom-client's global one would refuse the second). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  return {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests answered, by method, route pattern and status (its _count is the request rate)',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'http_errors_total',
      help: 'Error answers by their code (VALIDATION_FAILED, RATE_LIMITED, …)',
      labelNames: ['code'],
      registers: [registry],
    }),
    auditWrites: new Histogram({
      name: 'audit_write_duration_seconds',
      help: 'Time to write an audit row before the answer leaves',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
    pullTakeovers: new Counter({
      name: 'pull_lease_takeovers_total',
      help: "Record-pull jobs claimed after another worker's lease ran out (that worker died or stalled)",
      registers: [registry],
    }),
    pullFailures: new Counter({
      name: 'pull_job_failures_total',
      help: 'Record-pull jobs that failed, by code',
      labelNames: ['code'],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'job_failures_total',
      help: 'Background jobs that failed, by kind and outcome (retry: queued again; dead: a dead letter)',
      labelNames: ['kind', 'outcome'],
      registers: [registry],
    }),
    jobTakeovers: new Counter({
      name: 'job_lease_takeovers_total',
      help: "Background jobs claimed after another instance's lease ran out, by kind",
      labelNames: ['kind'],
      registers: [registry],
    }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}

const settings = z.object({
  PORTAL_METRICS_TOKEN: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters (openssl rand -hex 32)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Times every answer; with `PORTAL_METRICS_TOKEN` set, serves `GET /metrics` to a scraper that sends it as a
 * bearer token (compared in constant time; a refusal is audited like any other). Without it there is no route.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, env: NodeJS.ProcessEnv): void {
  const token = readSettings(settings, env).PORTAL_METRICS_TOKEN;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests
      .labels(request.method, route, String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
    if (request.errorCode) metrics.errors.labels(request.errorCode).inc();
  });
  if (!token) return;
  collectDefaultMetrics({ register: metrics.registry });
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw unauthorized();
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
