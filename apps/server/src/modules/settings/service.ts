import { getBrand } from '@portal/brands';
import {
  DEFAULT_TIME_ZONE,
  defaultNotifications,
  defaultUnitSystem,
  type PatientSettings,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import * as q from './queries.js';

interface Deps {
  db: Db;
  now: () => Date;
}

/**
 * PROF-7: the patient's settings; before any are saved, their sign-up language and the defaults. Units they have
 * not chosen follow their brand and their language as they are now.
 */
export async function readSettings(deps: Deps, input: { patientId: string }): Promise<PatientSettings> {
  const row = await q.findSettings(deps.db, input.patientId);
  if (!row) throw new AppError('NOT_FOUND', 404);
  return {
    language: row.language,
    time_zone: row.time_zone ?? DEFAULT_TIME_ZONE,
    units: row.units ?? defaultUnitSystem(getBrand(row.brand)?.defaultUnits, row.language),
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
