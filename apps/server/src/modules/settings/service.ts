import { DEFAULT_TIME_ZONE, defaultNotifications, type PatientSettings } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import * as q from './queries.js';

interface Deps {
  db: Db;
  now: () => Date;
}

/** PROF-7: the patient's settings; before any are saved, their sign-up language and the defaults. */
export async function readSettings(deps: Deps, input: { patientId: string }): Promise<PatientSettings> {
  const row = await q.findSettings(deps.db, input.patientId);
  if (!row) throw new AppError('NOT_FOUND', 404);
  return {
    language: row.language,
    time_zone: row.time_zone ?? DEFAULT_TIME_ZONE,
    notifications: { ...defaultNotifications, ...row.notifications },
  };
}

/** PROF-7: replaces the whole set (a PUT saved twice is saved once). */
export async function saveSettings(
  deps: Deps,
  input: { patientId: string; settings: PatientSettings },
): Promise<PatientSettings> {
  await q.saveSettings(deps.db, input.patientId, input.settings, deps.now());
  return readSettings(deps, input);
}
