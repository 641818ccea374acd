import { INFLUENZA_VACCINES } from './codes.js';
import { addMonths, eligibility, latest, type Rule } from './evaluate.js';

/** The flu season's vaccination year starts on July 1 (CDC: vaccinate by the end of October). */
export function seasonStart(today: string): string {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 7 ? `${year}-07-01` : `${year - 1}-07-01`;
}

/** CDC/ACIP: everyone from 6 months has a flu vaccine each season. */
export const influenzaVaccine: Rule = (patient) => {
  const eligible = eligibility('influenza_vaccine', patient);
  if ('outcome' in eligible) return eligible.outcome;
  const start = seasonStart(patient.today);
  const vaccine = latest(patient, { kind: 'immunizations', codes: INFLUENZA_VACCINES });
  const thisSeason =
    vaccine?.date !== undefined && vaccine?.date !== null && vaccine.date.slice(0, 10) >= start;
  return {
    status: thisSeason ? 'closed' : 'open',
    reason: thisSeason ? 'done_in_window' : vaccine ? 'out_of_date' : 'never_done',
    decided_by: vaccine,
    condition: null,
    // Closed: due again when the next season starts; open: due by the end of this season's October.
    due_date: thisSeason ? addMonths(start, 12) : addMonths(start, 4),
  };
};
