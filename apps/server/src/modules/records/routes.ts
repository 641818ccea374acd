import type { FastifyReply } from 'fastify';
import { recordsQuerySchema, trendQuerySchema, type TrendKind } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { statusText, success } from '../../http/envelope.js';
import { query } from '../../http/validate.js';
import { audit, patientActor } from '../audit/audit.js';
import {
  parseRecordCategory,
  parseTrendCategory,
  readRecords,
  readSummary,
  readTimelineJson,
  readTrendJson,
} from './service.js';

/**
 * The patient's own health records: the timeline and category lists (/v1/patient/records), counts per
 * category (/v1/patient/records/summary) and the trends. Every read writes an audit row.
 */
export const recordsModule: AppModule = (app, { db }) => {
  app.get('/v1/patient/records', { preHandler: app.requirePatient }, async (request, reply) => {
    const patientId = request.patient!.id;
    const filter = query(request, recordsQuerySchema);
    const category = parseRecordCategory(filter.category);
    // The timeline can be 10,000+ entries: it comes from the database as JSON text, sent as is.
    const timeline =
      category === 'timeline' ? await readTimelineJson({ db }, { patientId, filter }) : undefined;
    const page =
      category === 'timeline' ? undefined : await readRecords({ db }, { patientId, category, filter });
    await audit(db, {
      patientId,
      actor: patientActor(patientId),
      action: 'read',
      resource: `records.${category}`,
      ip: request.ip,
    });
    reply.header('cache-control', 'no-store');
    return timeline === undefined ? success(page) : sendJsonContent(reply, timeline);
  });

  app.get('/v1/patient/records/summary', { preHandler: app.requirePatient }, async (request, reply) => {
    const patientId = request.patient!.id;
    const content = await readSummary({ db }, { patientId });
    await audit(db, {
      patientId,
      actor: patientActor(patientId),
      action: 'read',
      resource: 'records.summary',
      ip: request.ip,
    });
    reply.header('cache-control', 'no-store');
    return success(content);
  });

  for (const kind of ['vitals', 'labs'] as const satisfies readonly TrendKind[]) {
    app.get<{ Params: { category: string } }>(
      `/v1/patient/trends/${kind}/:category`,
      { preHandler: app.requirePatient },
      async (request, reply) => {
        const patientId = request.patient!.id;
        const category = parseTrendCategory(kind, request.params.category);
        const filter = query(request, trendQuerySchema);
        const trend = await readTrendJson({ db }, { patientId, kind, category, filter });
        await audit(db, {
          patientId,
          actor: patientActor(patientId),
          action: 'read',
          resource: `trends.${category}`,
          ip: request.ip,
        });
        reply.header('cache-control', 'no-store');
        return sendJsonContent(reply, trend);
      },
    );
  }
};

/** The success envelope around content that is already JSON text (built by PostgreSQL). */
function sendJsonContent(reply: FastifyReply, json: string) {
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"status_code":200,"status_text":${JSON.stringify(statusText(200))},"content":${json}}`);
}
