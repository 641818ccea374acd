import {
  ACCESS_LOG_PAGE_SIZE,
  type AccessLogPage,
  type GrantAccess,
  type GrantAccessAction,
  type GrantRefusal,
} from '@portal/contract';
import { notFound } from '../../../http/errors.js';
import * as q from '../queries.js';
import { refusalOf } from '../rules.js';
import type { SharingDeps } from './ledger.js';

/*
 * The patient's access log of a grant (SHARE-2): every read and every refused try under it, a run of the same
 * one kept as one entry, read page by page to its very first entry.
 */

/** Who read or tried, under which grant, from what kind of device. */
export interface AccessActor {
  grantId: string;
  /** `link:<grant id>`, `proxy:<patient id>` or `app:<client id>`. */
  actor: string;
  client: string;
}

/** One read or try under a grant, for the patient's access log (the audit row is written by the route's hook). */
export async function logAccess(
  deps: SharingDeps,
  { reader, action, refused }: { reader: AccessActor; action: string; refused?: GrantRefusal },
): Promise<void> {
  await q.insertAccess(deps.db, {
    grant_id: reader.grantId,
    actor: reader.actor,
    action,
    client: reader.client,
    refused: refused ?? null,
  });
}

/**
 * A try refused under a grant found in force or not (a revoked link's token, a link's token at the bundle, a key
 * of an expired link): logged for its patient with why — over (revoked, expired), else not shared.
 */
export async function logRefusal(
  deps: SharingDeps,
  { grant, reader, action }: { grant: q.GrantRow; reader: AccessActor; action: GrantAccessAction },
): Promise<void> {
  await logAccess(deps, { reader, action, refused: refusalOf(grant, deps.now()) });
}

/** One page of one of the patient's grants' access log, newest first; another patient's grant is not found. */
export async function readAccessLog(
  deps: SharingDeps,
  { patientId, grantId, cursor }: { patientId: string; grantId: string; cursor: string | undefined },
): Promise<AccessLogPage> {
  if (!(await q.isGrantOfPatient(deps.db, patientId, grantId))) throw notFound();
  const rows = await q.accessesOfGrant(deps.db, grantId, {
    before: cursor === undefined ? undefined : Number(cursor),
    limit: ACCESS_LOG_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ACCESS_LOG_PAGE_SIZE);
  return {
    accesses: page.map((a): GrantAccess => ({
      at: a.at.toISOString(),
      last_at: a.last_at.toISOString(),
      times: a.times,
      actor: actorKind(a.actor),
      action: a.action as GrantAccessAction,
      client: a.client,
      refused: a.refused as GrantRefusal | null,
    })),
    next_cursor: rows.length > ACCESS_LOG_PAGE_SIZE ? String(page.at(-1)!.id) : null,
  };
}

function actorKind(actor: string): GrantAccess['actor'] {
  if (actor.startsWith('link:')) return 'link';
  if (actor.startsWith('proxy:')) return 'proxy';
  if (actor.startsWith('app:')) return 'app';
  return 'other';
}
