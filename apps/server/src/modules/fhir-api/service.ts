import { APP_CATEGORY_RESOURCE, type AppCategory, type GrantAccessAction } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { TABLE_OF_CATEGORY, type RecordTableName } from '../records/queries.js';
import { grantOfPatient } from '../sharing/queries.js';
import { logAccess, logRefusal, type AccessActor } from '../sharing/services/access-log.js';
import type { FhirAccess } from './access.js';
import * as q from './queries.js';
import { coverageResource, patientResource, servedResource, type Json } from './resources.js';
import {
  SearchError,
  dateBounds,
  encodeCursor,
  parseSearch,
  type FhirSearch,
  type FhirType,
} from './search.js';

/*
 * The read-only FHIR R4 Patient Access API (issue 30): only the token's patient, only what the token's scopes and
 * the patient's narrowing allow. Every read let through is in the patient's access log under the app's grant,
 * every try outside it too, refused; another patient's id is simply not found.
 */

export interface FhirApiDeps {
  db: Db;
  now: () => Date;
}

/** Why a request reads nothing; the route answers each as an OperationOutcome with its status. */
export class FhirRefusal extends Error {
  constructor(
    readonly code: FhirRefusalCode,
    readonly status: number,
    readonly param?: string,
  ) {
    super(code);
  }
}
export type FhirRefusalCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TYPE_UNSUPPORTED'
  | 'PARAM_UNKNOWN'
  | 'PARAM_INVALID'
  | 'METHOD_NOT_ALLOWED'
  | 'NOT_ACCEPTABLE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL';

const CATEGORY_OF_TYPE = new Map(
  (Object.entries(APP_CATEGORY_RESOURCE) as [AppCategory, string][]).map(([category, type]) => [
    type,
    category,
  ]),
);

/** The access log's action for reading a type: `records.<category>`, `records.patient`, `records.coverage`. */
export function actionOf(type: FhirType): GrantAccessAction {
  return type === 'Patient'
    ? 'records.patient'
    : (`records.${CATEGORY_OF_TYPE.get(type)!}` as GrantAccessAction);
}

type RecordType = Exclude<FhirType, 'Patient' | 'Coverage'>;

const tableOf = (type: RecordType): RecordTableName =>
  TABLE_OF_CATEGORY[CATEGORY_OF_TYPE.get(type) as keyof typeof TABLE_OF_CATEGORY];

/** Where each token parameter looks in a type's resource (FHIR R4's search parameter expressions). */
const TOKEN_PATHS: Record<RecordType, Partial<Record<'code' | 'category' | 'clinical-status', string>>> = {
  Observation: { code: '$.code', category: '$.category[*]' },
  Condition: { code: '$.code', category: '$.category[*]', 'clinical-status': '$.clinicalStatus' },
  MedicationRequest: { code: '$.medicationCodeableConcept', category: '$.category[*]' },
  AllergyIntolerance: { code: '$.code', category: '$.category[*]', 'clinical-status': '$.clinicalStatus' },
  Immunization: { code: '$.vaccineCode' },
  Procedure: { code: '$.code', category: '$.category' },
  Encounter: { code: '$.type[*]' },
  DiagnosticReport: { code: '$.code', category: '$.category[*]' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROW_ID = /^[1-9]\d{0,14}$/;

export interface FhirCall {
  access: FhirAccess;
  type: FhirType;
  /** What the access log says the reader used (coarse: a browser, an app, a script). */
  client: string;
}

const readerOf = ({ access, client }: Pick<FhirCall, 'access' | 'client'>): AccessActor => ({
  grantId: access.grantId,
  actor: `app:${access.clientId}`,
  client,
});

/** Refuses (403) what the token does not allow, logged as a refused try under the grant; logs what it does. */
async function authorize(
  deps: FhirApiDeps,
  { access, type, client }: FhirCall,
  interaction: 'read' | 'search',
) {
  const reader = readerOf({ access, client });
  const action = actionOf(type);
  if (!access.allows(type, interaction)) {
    const grant = await grantOfPatient(deps.db, access.patientId, access.grantId);
    if (grant) await logRefusal(deps, { grant, reader, action });
    else await logAccess(deps, { reader, action, refused: 'not_shared' });
    throw new FhirRefusal('FORBIDDEN', 403);
  }
  return () => logAccess(deps, { reader, action });
}

export async function readResource(deps: FhirApiDeps, call: FhirCall & { id: string }): Promise<Json> {
  const logRead = await authorize(deps, call, 'read');
  const resource = await findResource(deps, call);
  if (!resource) throw new FhirRefusal('NOT_FOUND', 404);
  await logRead();
  return resource;
}

async function findResource(
  { db, now }: FhirApiDeps,
  { access, type, id }: FhirCall & { id: string },
): Promise<Json | undefined> {
  const patientId = access.patientId;
  if (type === 'Patient') {
    if (id !== patientId) return undefined;
    const person = await q.profilePerson(db, patientId);
    return person && patientResource(person, person.updated_at ?? now());
  }
  if (type === 'Coverage') {
    if (!UUID.test(id)) return undefined;
    const [plan] = await q.insurancePlans(db, patientId, [id]);
    return plan && coverageResource(plan, patientId);
  }
  if (!ROW_ID.test(id)) return undefined;
  const row = await q.readRecord(db, tableOf(type), patientId, Number(id));
  return row && servedResource(row, patientId);
}

export interface SearchBundle {
  resourceType: 'Bundle';
  type: 'searchset';
  total: number;
  link: { relation: 'self' | 'next' | 'previous'; url: string }[];
  entry: { fullUrl: string; resource: Json; search: { mode: 'match' } }[];
}

export async function searchResources(
  deps: FhirApiDeps,
  call: FhirCall & { pairs: [string, string][]; lenient: boolean },
): Promise<SearchBundle> {
  const { access, type } = call;
  const search = parseSearch(type, call.pairs, { patientId: access.patientId, lenient: call.lenient });
  if (search.cursor && type !== 'Patient' && type !== 'Coverage' && !ROW_ID.test(search.cursor.key))
    throw new SearchError('PARAM_INVALID', '_cursor');
  const logRead = await authorize(deps, call, 'search');
  let page: Page;
  if (search.otherPatient) {
    // Naming another patient finds nothing and says nothing of them (an empty page, as a search matching none);
    // the try is in the patient's log, refused.
    page = { resources: [], total: 0, hasNext: false, hasPrevious: false, first: undefined, last: undefined };
    await logAccess(deps, { reader: readerOf(call), action: actionOf(type), refused: 'not_shared' });
  } else {
    page = await searchPage(deps, access.patientId, type, search);
    await logRead();
  }
  const url = (cursor?: string) => {
    const query = new URLSearchParams([
      ...search.echo,
      ...(cursor ? [['_cursor', cursor] as [string, string]] : []),
    ]);
    const text = query.toString();
    return `${access.fhirBase}/${type}${text ? `?${text}` : ''}`;
  };
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: page.total,
    link: [
      { relation: 'self', url: url(search.cursor && encodeCursor(search.cursor)) },
      ...(page.hasNext && page.last
        ? [{ relation: 'next' as const, url: url(encodeCursor({ direction: 'after', key: page.last })) }]
        : []),
      ...(page.hasPrevious && page.first
        ? [
            {
              relation: 'previous' as const,
              url: url(encodeCursor({ direction: 'before', key: page.first })),
            },
          ]
        : []),
    ],
    entry: page.resources.map((resource) => ({
      fullUrl: `${access.fhirBase}/${type}/${String(resource.id)}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}

interface Page {
  resources: Json[];
  total: number;
  hasNext: boolean;
  hasPrevious: boolean;
  first: string | undefined;
  last: string | undefined;
}

async function searchPage(
  deps: FhirApiDeps,
  patientId: string,
  type: FhirType,
  search: FhirSearch,
): Promise<Page> {
  if (type === 'Patient' || type === 'Coverage') return profilePage(deps, patientId, type, search);
  const recordType = type as RecordType;
  const paths = TOKEN_PATHS[recordType];
  const key = search.cursor && Number(search.cursor.key);
  const query: q.RecordSearch = {
    table: tableOf(recordType),
    patientId,
    ids: search.ids?.filter((id) => ROW_ID.test(id)).map(Number),
    tokens: search.tokens.map(({ kind, anyOf }) => ({
      path: paths[kind]!,
      anyOf,
      plainCodes: recordType === 'AllergyIntolerance' && kind === 'category',
    })),
    dates: search.dates.map((date) => dateBounds(date, deps.now())),
    after: search.cursor?.direction === 'after' ? key : undefined,
    before: search.cursor?.direction === 'before' ? key : undefined,
    limit: search.count + 1,
  };
  const { rows, total } = await q.searchRecords(deps.db, query);
  const more = rows.length > search.count;
  const page = rows.slice(0, search.count);
  if (query.before !== undefined) page.reverse();
  return {
    resources: page.map((row) => servedResource(row, patientId)),
    total: total >= 0 ? total : await q.countRecords(deps.db, query),
    // Paging backwards, what follows is the page the cursor came from; forwards, what precedes it.
    hasNext: query.before !== undefined || more,
    hasPrevious: query.before !== undefined ? more : query.after !== undefined,
    first: page[0] && String(page[0].id),
    last: page.at(-1) && String(page.at(-1)!.id),
  };
}

/** Patient (the one) and Coverage (a few plans): read whole, paged in memory by the same cursor. */
async function profilePage(
  { db, now }: FhirApiDeps,
  patientId: string,
  type: 'Patient' | 'Coverage',
  search: FhirSearch,
): Promise<Page> {
  let all: Json[];
  if (type === 'Patient') {
    const person =
      search.ids && !search.ids.includes(patientId) ? undefined : await q.profilePerson(db, patientId);
    all = person ? [patientResource(person, person.updated_at ?? now())] : [];
  } else {
    const ids = search.ids?.filter((id) => UUID.test(id));
    all = (await q.insurancePlans(db, patientId, ids)).map((plan) => coverageResource(plan, patientId));
  }
  const key = search.cursor?.key;
  const after = search.cursor?.direction === 'after' ? all.filter((r) => String(r.id) > key!) : all;
  const window =
    search.cursor?.direction === 'before'
      ? all.filter((r) => String(r.id) < key!).slice(-search.count)
      : after;
  const resources = window.slice(0, search.count);
  const firstIndex = resources[0] ? all.indexOf(resources[0]) : all.length;
  return {
    resources,
    total: all.length,
    hasNext: firstIndex + resources.length < all.length,
    hasPrevious: firstIndex > 0 && resources.length > 0,
    first: resources[0] && String(resources[0].id),
    last: resources.at(-1) && String(resources.at(-1)!.id),
  };
}
