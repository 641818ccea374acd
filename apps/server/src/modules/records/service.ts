import {
  LOINC,
  RECORD_CATEGORIES,
  TREND_KIND,
  TREND_LOINC_CODES,
  TREND_REFERENCE_RANGES,
  isTrendCategory,
  normaliseRange,
  type RecordCategory,
  type RecordItem,
  type RecordsPage,
  type RecordsSummary,
  type ReferenceRange,
  type TrendCategory,
  type TrendKind,
  type TrendSeries,
  type Language,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { exportBundle, type FhirBundle } from '../../fhir/export-bundle.js';
import { categoryOfResourceType, type NormalisedRow } from '../../fhir/normalise.js';
import { AppError, notFound } from '../../http/errors.js';
import { renderTextPdf } from '../../lib/pdf.js';
import { listInsights } from '../insights/service.js';
import { readSettings } from '../settings/service.js';
import {
  accountDemographics,
  categoryCounts,
  latestRanges,
  markRecordsSeen,
  recordsPage,
  removeRecordsNotSeen,
  changedByJob,
  storedResources,
  TABLE_OF_CATEGORY,
  timelineListJson,
  trendPointsJson,
  upsertRecords,
  type DateFilter,
  type PageRow,
  type RangeRow,
  type RecordFilter,
} from './queries.js';
import type { RecordAnswers } from './answers.js';
import { withPatientRanges } from './ranges.js';
import { summaryText } from './summary.js';

/*
 * Reads of the normalised records, each `fn(deps, input)`. The SQL is in queries.ts, scoped to the patient the
 * access token names (REC-6 / SEC-1); here: which category or trend, and the shapes the contract names.
 */

export interface RecordsDeps {
  db: Db;
  /** Where the routes keep answers until the patient's records change; other callers read afresh. */
  answers?: RecordAnswers;
}

/** `read`'s answer, kept until the patient's records change when the caller keeps answers. */
const remembered = <T>(deps: RecordsDeps, patientId: string, question: unknown, read: () => Promise<T>) =>
  deps.answers ? deps.answers(patientId, question, read) : read();

export { TIMELINE_LIMIT } from './queries.js';

const invalid = (field: string, key: string) => new AppError('VALIDATION_FAILED', 400, { field, key });

export function parseRecordCategory(value: string | undefined): RecordCategory | 'timeline' {
  const category = recordCategoryOf(value);
  if (category === undefined) throw invalid('category', 'record_category_unknown');
  return category;
}

/** The category a records query asks for (the timeline when none), or undefined when it names none we know. */
export function recordCategoryOf(value: unknown): RecordCategory | 'timeline' | undefined {
  if (value === undefined || value === '' || value === 'timeline') return 'timeline';
  if ((RECORD_CATEGORIES as readonly unknown[]).includes(value)) return value as RecordCategory;
  return undefined;
}

export function parseTrendCategory(kind: TrendKind, value: string): TrendCategory {
  if (isTrendCategory(kind, value)) return value;
  throw invalid('category', kind === 'vitals' ? 'vital_category_unknown' : 'lab_category_unknown');
}

/** The timeline as JSON text of the `Timeline` shape (medications, then encounters). */
export async function readTimelineJson(
  deps: RecordsDeps,
  { patientId, filter }: { patientId: string; filter: RecordFilter },
): Promise<string> {
  if (filter.type && filter.type !== 'medication' && filter.type !== 'encounter')
    throw invalid('type', 'invalid');
  const list = (table: 'medications' | 'encounters') =>
    filter.type === (table === 'medications' ? 'encounter' : 'medication')
      ? Promise.resolve('[]')
      : timelineListJson(deps.db, patientId, table, filter);
  return remembered(deps, patientId, ['timeline', filter], async () => {
    const medications = await list('medications');
    const encounters = await list('encounters');
    return `[{"medications":${medications}},{"encounters":${encounters}}]`;
  });
}

export async function readRecords(
  deps: RecordsDeps,
  {
    patientId,
    category,
    filter,
  }: {
    patientId: string;
    category: RecordCategory;
    filter: RecordFilter & { page?: number | undefined; page_size?: number | undefined };
  },
): Promise<RecordsPage> {
  const page = filter.page ?? 1;
  const pageSize = filter.page_size ?? 50;
  const asked = { ...filter, page, page_size: pageSize };
  return remembered(deps, patientId, ['records', category, asked], async (): Promise<RecordsPage> => {
    const { rows, total } = await recordsPage(deps.db, patientId, category, asked);
    return { category, page, page_size: pageSize, total, items: recordItems(category, rows) };
  });
}

const rangeOf = (r: PageRow): ReferenceRange | null =>
  (r.ref_low ?? null) !== null || (r.ref_high ?? null) !== null || (r.ref_text ?? null) !== null
    ? { low: r.ref_low ?? null, high: r.ref_high ?? null, unit: r.unit ?? null, text: r.ref_text ?? null }
    : null;

/** A page's rows as records: the rows of one source resource (a reading's components) become one item. */
function recordItems(category: RecordCategory, rows: PageRow[]): RecordItem[] {
  const observation = category === 'observations';
  const byResource = new Map<string, PageRow[]>();
  for (const row of rows) {
    const key = `${row.source}\u0000${row.source_resource_id}`;
    byResource.set(key, [...(byResource.get(key) ?? []), row]);
  }
  return [...byResource.values()].map(([first, ...more]): RecordItem => {
    const r = first!;
    const item: RecordItem = {
      id: String(r.id),
      category,
      type: r.type,
      code: r.code,
      code_system: r.code_system,
      display: r.display,
      status: r.status,
      date: iso(r.date),
      end_date: iso(r.end_date),
      value: observation ? (r.value ?? null) : null,
      value_text: r.value_text,
      value_boolean: observation ? (r.value_boolean ?? null) : null,
      value_absent: observation ? (r.value_absent ?? null) : null,
      unit: observation ? (r.unit ?? null) : null,
      reference_range: observation ? rangeOf(r) : null,
      source: r.source,
      source_resource_id: r.source_resource_id,
    };
    if (!observation || (more.length === 0 && r.component === '')) return item;
    // A reading of several numbers is named by its resource ("Blood pressure panel"), each number by its own code.
    const code = r.resource?.code;
    return {
      ...item,
      code: code?.coding?.[0]?.code ?? null,
      display: code?.text ?? code?.coding?.[0]?.display ?? null,
      value: null,
      value_text: null,
      reference_range: null,
      components: [r, ...more].map((c) => ({
        code: c.code,
        display: c.display,
        value: c.value ?? null,
        value_text: c.value_text,
        value_boolean: c.value_boolean ?? null,
        value_absent: c.value_absent ?? null,
        unit: c.unit ?? null,
        reference_range: rangeOf(c),
      })),
    };
  });
}

export async function readSummary(
  deps: RecordsDeps,
  { patientId, filter = {} }: { patientId: string; filter?: DateFilter },
): Promise<RecordsSummary> {
  return remembered(deps, patientId, ['summary', filter], async () => {
    const counts = await categoryCounts(deps.db, patientId, filter);
    return { categories: counts.map((c) => ({ ...c, last_date: iso(c.last_date) })) };
  });
}

/** [SHARE-2] Download my records: every stored resource as one FHIR R4 Bundle with the patient's `Patient`. */
export async function readFhirBundle(
  { db, now }: RecordsDeps & { now: () => Date },
  { patientId }: { patientId: string },
): Promise<FhirBundle> {
  const patient = await accountDemographics(db, patientId);
  if (!patient) throw notFound();
  return exportBundle({ patient, resources: await storedResources(db, patientId), now: now() });
}

/** Rows read per kind for the summary: enough that the distinct newest fill a section of a long record. */
const SUMMARY_READ = 500;

/** [SHARE-2] Download my records as a printable summary (PDF) in the patient's language. */
export async function readSummaryPdf(
  { db, now }: RecordsDeps & { now: () => Date },
  { patientId, language }: { patientId: string; language: Language },
): Promise<Uint8Array> {
  const patient = await accountDemographics(db, patientId);
  if (!patient) throw notFound();
  const read = async (category: RecordCategory, type?: string) =>
    (await readRecords({ db }, { patientId, category, filter: { type, page: 1, page_size: SUMMARY_READ } }))
      .items;
  const createdAt = now();
  const settings = await readSettings({ db, now }, { patientId });
  const text = summaryText(
    {
      patient,
      conditions: await read('conditions'),
      medications: await read('medications'),
      allergies: await read('allergies'),
      immunizations: await read('immunizations'),
      vitals: await read('observations', 'vital-signs'),
      results: await read('observations', 'laboratory'),
      careGaps: (await listInsights({ db, now }, { patientId })).patient_screeners,
      createdAt,
      timeZone: settings.time_zone,
      units: settings.units,
    },
    language,
  );
  return renderTextPdf(text, { createdAt });
}

// -------------------------------------------------------------------------------------------------------------

/** A stored range as answered: the numbers and the lab's own words, which the portal reads with normaliseRange. */
const range = (r: RangeRow): ReferenceRange => ({
  low: r.ref_low,
  high: r.ref_high,
  unit: r.unit,
  text: r.ref_text,
});

/** Whether a stored range can shade a band: it names a bound, in numbers or in words ("<5.7"). */
const drawable = (r: RangeRow) => {
  const normal = normaliseRange({ low: r.ref_low, high: r.ref_high, text: r.ref_text });
  return normal?.low !== undefined || normal?.high !== undefined;
};

/** One trend as JSON text: points from PostgreSQL, the range from the records else the adult default. */
async function seriesJson(
  db: Db,
  patientId: string,
  category: TrendCategory,
  f: DateFilter,
): Promise<string> {
  const codes = TREND_LOINC_CODES[category];
  const [data, ranges] = await Promise.all([
    trendPointsJson(db, patientId, codes, category === 'BPRES', f),
    latestRanges(db, patientId, codes, f),
  ]);
  const withRange = (code?: string) =>
    ranges.find((r) => drawable(r) && (code === undefined || r.code === code));
  const fallback = TREND_REFERENCE_RANGES[category];
  let referenceRange: TrendSeries['reference_range'];
  if (category === 'BPRES') {
    const s = withRange(LOINC.systolic);
    const d = withRange(LOINC.diastolic);
    const systolic = s ? range(s) : fallback!.components!.systolic!;
    const diastolic = d ? range(d) : fallback!.components!.diastolic!;
    referenceRange = { ...systolic, components: { systolic, diastolic } };
  } else {
    const r = withRange();
    referenceRange = r ? range(r) : fallback;
  }
  const unit =
    ranges.find((r) => r.unit !== null)?.unit ?? fallback?.unit ?? (category === 'BPRES' ? 'mm[Hg]' : null);
  const head = JSON.stringify({ category, kind: TREND_KIND[category], unit });
  return `${head.slice(0, -1)},"data":${data},"reference_range":${JSON.stringify(referenceRange)}}`;
}

/** A trend as JSON text of the `TrendResponse` shape; `with` adds a related series of the same kind. */
export async function readTrendJson(
  deps: RecordsDeps,
  {
    patientId,
    kind,
    category,
    filter: f,
  }: {
    patientId: string;
    kind: TrendKind;
    category: TrendCategory;
    filter: DateFilter & { with?: string | undefined };
  },
): Promise<string> {
  const related = f.with ? parseTrendCategory(kind, f.with) : undefined;
  return remembered(deps, patientId, ['trend', category, f], async () => {
    const main = await seriesJson(deps.db, patientId, category, f);
    if (!related || related === category) return main;
    return `${main.slice(0, -1)},"related":[${await seriesJson(deps.db, patientId, related, f)}]}`;
  });
}

function iso(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/**
 * The pull worker's write: normalised rows upserted in place (pass the batch's transaction as `db`), each
 * marked as seen by `pullJobId`; resources it saw but could not store (`unreadable`) keep the rows they had.
 */
export async function storeRecords(
  { db }: RecordsDeps,
  input: {
    patientId: string;
    source: string;
    rows: NormalisedRow[];
    pullJobId?: string;
    unreadable?: readonly { resourceType: string; id: string }[];
  },
): Promise<void> {
  const { patientId, source, pullJobId = null } = input;
  const rows = await withPatientRanges(db, patientId, input.rows);
  if (rows.length > 0) await upsertRecords(db, patientId, source, rows, pullJobId);
  const kept = (input.unreadable ?? []).flatMap(({ resourceType, id }) => {
    const category = categoryOfResourceType(resourceType);
    return category ? [{ table: TABLE_OF_CATEGORY[category], resourceType, id }] : [];
  });
  if (pullJobId && kept.length > 0) await markRecordsSeen(db, patientId, source, pullJobId, kept);
}

/** Whether the pull job brought the patient a new record or changed one ("new records are ready"). */
export async function recordsChangedByJob(
  { db }: RecordsDeps,
  input: { patientId: string; pullJobId: string },
): Promise<boolean> {
  return changedByJob(db, input.patientId, input.pullJobId);
}

/**
 * After a pull job has read its source to the end: the source's rows the job did not see are gone at the
 * source, so they go here too. Answers the number of resources removed per resource type.
 */
export async function reconcileRecords(
  { db }: RecordsDeps,
  input: { patientId: string; source: string; pullJobId: string },
): Promise<Map<string, number>> {
  return removeRecordsNotSeen(db, input.patientId, input.source, input.pullJobId);
}
