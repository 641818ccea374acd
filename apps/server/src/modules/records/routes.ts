import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { catalogues, recordsQuerySchema, trendQuerySchema, type TrendKind } from '@portal/contract';
import { readPatientId } from '../../http/auth.js';
import type { AppModule } from '../../http/context.js';
import { statusText, success } from '../../http/envelope.js';
import { pickLanguage } from '../../http/i18n.js';
import { query } from '../../http/validate.js';
import { noteAudit } from '../audit/routes.js';
import { coarseClient, type DatedRead } from '../sharing/rules.js';
import { readUnderGrant, type GrantedRead } from '../sharing/service.js';
import {
  parseRecordCategory,
  readFhirBundle,
  recordCategoryOf,
  parseTrendCategory,
  readRecords,
  readSummaryPdf,
  readSummary,
  readTimelineJson,
  readTrendJson,
} from './service.js';
import { recordAnswers } from './answers.js';
import { readMedications } from './medications.js';

/**
 * The patient's health records: the timeline and category lists (/v1/patient/records), counts per category
 * (/v1/patient/records/summary), the trends, and the whole record as a FHIR bundle. Every read writes an audit
 * row. The reads also answer a sharing grant's token (a share link, a caregiver): narrowed to what the grant
 * shares, audited under the reader and logged for the patient (modules/sharing).
 */
export const recordsModule: AppModule = (app, { db, now }) => {
  const reads = { db, answers: recordAnswers({ db }) };
  const audited = (resource: string, grantRead: FastifyContextConfig['grantRead']) => ({
    preHandler: app.requireReader,
    config: { audit: { action: 'read', resource }, grantRead },
  });
  const withinGrant = <F extends DatedRead>(
    request: FastifyRequest,
    read: GrantedRead,
    filter: F,
  ): Promise<F> =>
    request.reader
      ? readUnderGrant(
          { db, now },
          { reader: request.reader, read, filter, client: coarseClient(request.headers['user-agent']) },
        )
      : Promise.resolve(filter);

  const askedCategory = (request: FastifyRequest) =>
    recordCategoryOf((request.query as { category?: unknown } | undefined)?.category);
  app.get('/v1/patient/records', audited('records', askedCategory), async (request, reply) => {
    const patientId = readPatientId(request);
    const asked = query(request, recordsQuerySchema);
    const category = parseRecordCategory(asked.category);
    noteAudit(request, { resource: `records.${category}` });
    const filter = await withinGrant(request, category, asked);
    reply.header('cache-control', 'no-store');
    // The timeline can be 10,000+ entries: it comes from the database as JSON text, sent as is.
    if (category === 'timeline')
      return sendJsonContent(reply, await readTimelineJson(reads, { patientId, filter }));
    return success(await readRecords(reads, { patientId, category, filter }));
  });

  // [REC-1] The Medications list: one entry per medication, current apart from past (see medications.ts).
  app.get(
    '/v1/patient/records/medications',
    audited('records.medications', 'medications'),
    async (request, reply) => {
      const filter = await withinGrant(request, 'medications', {});
      reply.header('cache-control', 'no-store');
      return success(await readMedications({ db, now }, { patientId: readPatientId(request), filter }));
    },
  );

  app.get('/v1/patient/records/summary', audited('records.summary', 'summary'), async (request, reply) => {
    const filter = await withinGrant(request, 'summary', {});
    const summary = await readSummary(reads, { patientId: readPatientId(request), filter });
    const shared = request.reader?.scope.categories;
    reply.header('cache-control', 'no-store');
    return success(
      shared ? { categories: summary.categories.filter((c) => shared.includes(c.category)) } : summary,
    );
  });

  // The patient's own download only: a grant's holder reads the shared views, not the whole file.
  app.get(
    '/v1/patient/records/bundle',
    {
      preHandler: app.requirePatient,
      config: { audit: { action: 'read', resource: 'records.bundle' }, grantRead: 'bundle' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await readFhirBundle({ db, now }, { patientId: request.patient!.id }));
    },
  );

  // The printable summary: the patient's own, in the language their portal asks in (as its error texts are).
  app.get(
    '/v1/patient/records/summary.pdf',
    {
      preHandler: app.requirePatient,
      config: { audit: { action: 'read', resource: 'records.summary.pdf' }, grantRead: 'summary_pdf' },
    },
    async (request, reply) => {
      const language = pickLanguage(request.headers['accept-language']);
      const pdf = await readSummaryPdf({ db, now }, { patientId: request.patient!.id, language });
      return reply
        .header('cache-control', 'no-store')
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${catalogues[language].recordSummary.fileName}-${now().toISOString().slice(0, 10)}.pdf"`,
        )
        .send(Buffer.from(pdf));
    },
  );

  for (const kind of ['vitals', 'labs'] as const satisfies readonly TrendKind[]) {
    app.get<{ Params: { category: string } }>(
      `/v1/patient/trends/${kind}/:category`,
      audited('trends', 'observations'),
      async (request, reply) => {
        const patientId = readPatientId(request);
        const category = parseTrendCategory(kind, request.params.category);
        noteAudit(request, { resource: `trends.${category}` });
        const filter = await withinGrant(request, 'observations', query(request, trendQuerySchema));
        const trend = await readTrendJson(reads, { patientId, kind, category, filter });
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
