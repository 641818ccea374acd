import type { FastifyReply } from 'fastify';
import { recordsQuerySchema, trendQuerySchema, type TrendKind } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { statusText, success } from '../../http/envelope.js';
import { query } from '../../http/validate.js';
import { noteAudit } from '../audit/routes.js';
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
  const audited = (resource: string) => ({
    preHandler: app.requirePatient,
    config: { audit: { action: 'read', resource } },
  });

  app.get('/v1/patient/records', audited('records'), async (request, reply) => {
    const patientId = request.patient!.id;
    const filter = query(request, recordsQuerySchema);
    const category = parseRecordCategory(filter.category);
    noteAudit(request, { resource: `records.${category}` });
    reply.header('cache-control', 'no-store');
    // The timeline can be 10,000+ entries: it comes from the database as JSON text, sent as is.
    if (category === 'timeline')
      return sendJsonContent(reply, await readTimelineJson({ db }, { patientId, filter }));
    return success(await readRecords({ db }, { patientId, category, filter }));
  });

  app.get('/v1/patient/records/summary', audited('records.summary'), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(await readSummary({ db }, { patientId: request.patient!.id }));
  });

  for (const kind of ['vitals', 'labs'] as const satisfies readonly TrendKind[]) {
    app.get<{ Params: { category: string } }>(
      `/v1/patient/trends/${kind}/:category`,
      audited('trends'),
      async (request, reply) => {
        const patientId = request.patient!.id;
        const category = parseTrendCategory(kind, request.params.category);
        noteAudit(request, { resource: `trends.${category}` });
        const filter = query(request, trendQuerySchema);
        const trend = await readTrendJson({ db }, { patientId, kind, category, filter });
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
