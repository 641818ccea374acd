import {
  IDENTITY_ATTEMPTS_PER_DAY,
  normalizePersonName,
  VERIFICATION_METHODS,
  type AttemptOutcome,
  type VerificationMethod,
  type VerificationStatus,
} from '@portal/contract';

export const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Attempts still allowed for one method: the limit less those started in the last 24 hours. */
export function attemptsLeft(
  startedAt: Date[],
  now: Date,
  limit: number = IDENTITY_ATTEMPTS_PER_DAY,
): number {
  const since = now.getTime() - ATTEMPT_WINDOW_MS;
  const recent = startedAt.filter((at) => at.getTime() > since).length;
  return Math.max(0, limit - recent);
}

export function attemptsLeftByMethod(
  attempts: Array<{ method: VerificationMethod; created_at: Date }>,
  now: Date,
  limit: number = IDENTITY_ATTEMPTS_PER_DAY,
): Record<VerificationMethod, number> {
  const entries = VERIFICATION_METHODS.map((method) => [
    method,
    attemptsLeft(
      attempts.filter((a) => a.method === method).map((a) => a.created_at),
      now,
      limit,
    ),
  ]);
  return Object.fromEntries(entries) as Record<VerificationMethod, number>;
}

/** The ways that can move the identity gate: an SSN only cross-checks a passed document [IDV-7]. */
export type GateMethod = Exclude<VerificationMethod, 'ssn'>;

/**
 * The identity gate after an attempt's outcome. A passed ID scan still waits for the patient to confirm
 * what the document says; every other passed path goes straight on to the HIPAA authorization.
 */
export function statusAfter(method: GateMethod, outcome: AttemptOutcome): VerificationStatus {
  switch (outcome) {
    case 'passed':
      return method === 'document' ? 'awaiting_confirmation' : 'verified';
    case 'pending':
      return 'pending';
    case 'on_hold':
      return 'on_hold';
    case 'failed':
    case 'rejected':
      return 'failed';
  }
}

/** A patient who is verified, or whose check is waiting on someone else, cannot start another attempt. */
export function canStartAttempt(status: VerificationStatus): boolean {
  return status === 'not_started' || status === 'failed';
}

export interface ProvedDetails {
  first_name: string;
  last_name: string;
  date_of_birth: string;
}

/** Apostrophes join what they separate (O'Brien, D’Angelo): a document's machine-readable zone drops them. */
const APOSTROPHES = /['\u2018\u2019\u02BC`\u00B4]/gu;

/** Words of a name with accents, case, apostrophes, hyphens and other punctuation set aside. */
const nameWords = (name: string) =>
  normalizePersonName(name.replace(APOSTROPHES, '')).split(' ').filter(Boolean);

/**
 * Surname particles, written apart or together ("de la Cruz" ~ "DELACRUZ", "Mc Donald" ~ "McDonald"): each
 * is folded into the word after it, so the spacing a clerk or a card chose does not matter. Dropping one is
 * another surname ("Cruz", "Berg", "Donald"), and Mc is not Mac.
 */
const SURNAME_PARTICLES = new Set([
  'da', 'das', 'de', 'del', 'della', 'den', 'der', 'des', 'di', 'do', 'dos', 'du',
  'la', 'las', 'le', 'los', 'mac', 'mc', 'st', 'te', 'ten', 'ter', 'van', 'von',
]); // prettier-ignore

/** A surname as whole surnames: particles folded in, the "y" between two Hispanic surnames dropped. */
function surnameUnits(name: string): string[] {
  const words = nameWords(name);
  const units: string[] = [];
  let particles = '';
  words.forEach((word, i) => {
    const between = i > 0 && i < words.length - 1;
    if (word === 'y' && between && particles === '') return;
    if (SURNAME_PARTICLES.has(word) && i < words.length - 1) particles += word;
    else {
      units.push(particles + word);
      particles = '';
    }
  });
  return units;
}

const sameWords = (a: string[], b: string[]) => a.join(' ') === b.join(' ');
/** Written together or apart: "OBrien" ~ "O Brien", "Marykate" ~ "Mary Kate". */
const sameLetters = (a: string[], b: string[]) => a.join('') === b.join('');

/** The same given name, or the same with one middle initial more or less ("Jordan" ~ "Jordan A."). */
function sameGivenName(read: string, typed: string): boolean {
  const a = nameWords(read);
  const b = nameWords(typed);
  if (a.length === 0 || b.length === 0) return false;
  if (sameWords(a, b) || sameLetters(a, b)) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return (
    longer.length === shorter.length + 1 &&
    longer.at(-1)!.length === 1 &&
    sameWords(longer.slice(0, -1), shorter)
  );
}

/**
 * The same surname, or the same first surname with a second one added or dropped ("Pérez" ~ "Pérez García",
 * "Smith-Jones" ~ "Smith"): in the US a Hispanic patient's second surname is often dropped by one system and
 * kept by another. Only the last surname may come or go; the first one must stay ("Pérez García" ≁ "García").
 */
function sameSurname(read: string, typed: string): boolean {
  const a = surnameUnits(read);
  const b = surnameUnits(typed);
  if (a.length === 0 || b.length === 0) return false;
  if (sameLetters(a, b)) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return longer.length === shorter.length + 1 && sameWords(longer.slice(0, -1), shorter);
}

export type NameField = 'first_name' | 'last_name';

/** The name fields that do not name the same person (empty when both do), by the tolerance below. */
export function differingNames(
  proved: Pick<ProvedDetails, NameField>,
  typed: Pick<ProvedDetails, NameField>,
): NameField[] {
  const fields: NameField[] = [];
  if (!sameGivenName(proved.first_name, typed.first_name)) fields.push('first_name');
  if (!sameSurname(proved.last_name, typed.last_name)) fields.push('last_name');
  return fields;
}

/**
 * May the patient's correction of what a passed document proved stand without a coordinator? Only when
 * it is the same person written differently: accents, case, spaces, apostrophes, hyphens and other
 * punctuation; surname particles apart or together; a second surname added or dropped after the first; one
 * middle initial added or dropped after the given name. Another surname (or another first surname), another
 * given name or another date of birth is a different identity claim: a coordinator decides it.
 */
export function withinConfirmationTolerance(proved: ProvedDetails, typed: ProvedDetails): boolean {
  return typed.date_of_birth === proved.date_of_birth && differingNames(proved, typed).length === 0;
}
