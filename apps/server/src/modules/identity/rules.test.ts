import { describe, expect, it } from 'vitest';
import { IDENTITY_ATTEMPTS_PER_DAY } from '@portal/contract';
import {
  attemptsLeft,
  attemptsLeftByMethod,
  canStartAttempt,
  statusAfter,
  withinConfirmationTolerance,
} from './rules.js';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('attempt limits', () => {
  it.each([
    ['no attempts', [], IDENTITY_ATTEMPTS_PER_DAY],
    ['two today', [hoursAgo(1), hoursAgo(2)], IDENTITY_ATTEMPTS_PER_DAY - 2],
    ['five within the day', [1, 2, 3, 4, 23].map(hoursAgo), 0],
    ['one just over a day ago', [hoursAgo(24.1)], IDENTITY_ATTEMPTS_PER_DAY],
    ['more than the limit', [1, 2, 3, 4, 5, 6].map(hoursAgo), 0],
  ])('with %s leaves %i', (_name, startedAt, left) => {
    expect(attemptsLeft(startedAt, now)).toBe(left);
  });

  it('counts each method on its own', () => {
    const left = attemptsLeftByMethod(
      [
        { method: 'ssn', created_at: hoursAgo(1) },
        { method: 'ssn', created_at: hoursAgo(2) },
        { method: 'document', created_at: hoursAgo(3) },
      ],
      now,
    );
    expect(left.ssn).toBe(IDENTITY_ATTEMPTS_PER_DAY - 2);
    expect(left.document).toBe(IDENTITY_ATTEMPTS_PER_DAY - 1);
    expect(left.manual).toBe(IDENTITY_ATTEMPTS_PER_DAY);
  });
});

describe('identity gate after an attempt', () => {
  it.each([
    ['document', 'passed', 'awaiting_confirmation'],
    ['manual', 'passed', 'verified'],
    ['assisted', 'passed', 'verified'],
    ['driver_licence', 'passed', 'verified'],
    ['document', 'pending', 'pending'],
    ['assisted', 'on_hold', 'on_hold'],
    ['driver_licence', 'failed', 'failed'],
    ['assisted', 'rejected', 'failed'],
  ] as const)('[IDV-3] %s %s gives %s', (method, outcome, status) => {
    expect(statusAfter(method, outcome)).toBe(status);
  });

  it.each([
    ['not_started', true],
    ['failed', true],
    ['pending', false],
    ['on_hold', false],
    ['awaiting_confirmation', false],
    ['verified', false],
  ] as const)('from %s a new attempt may start: %s', (status, allowed) => {
    expect(canStartAttempt(status)).toBe(allowed);
  });
});

describe('[IDV-8] correcting what a passed document proved', () => {
  const proved = { first_name: 'Jose', last_name: 'Nunez', date_of_birth: '1980-05-17' };
  it.each([
    ['the same details', {}, true],
    ['accents restored', { first_name: 'José', last_name: 'Núñez' }, true],
    ['another case', { first_name: 'JOSE', last_name: 'nunez' }, true],
    ['surrounding and doubled spaces', { first_name: '  Jose ', last_name: 'Nunez  ' }, true],
    ['a middle initial added', { first_name: 'Jose A.' }, true],
    ['a middle initial added without a dot', { first_name: 'Jose A' }, true],
    ['a second surname added', { last_name: 'Nunez Garcia' }, true],
    ['a second surname added with a hyphen', { last_name: 'Nunez-Park' }, true],
    ['a second surname joined by "y"', { last_name: 'Núñez y García' }, true],
    ['another surname', { last_name: 'Garcia' }, false],
    ['another surname before the same one', { last_name: 'Garcia Nunez' }, false],
    ['a surname one letter off', { last_name: 'Nunes' }, false],
    ['another given name', { first_name: 'Maria' }, false],
    ['given name and surname swapped', { first_name: 'Nunez', last_name: 'Jose' }, false],
    ['a middle name, not an initial', { first_name: 'Jose Antonio' }, false],
    ['two initials added', { first_name: 'Jose A B' }, false],
    ['an initial instead of the given name', { first_name: 'J' }, false],
    ['another date of birth', { date_of_birth: '1980-05-18' }, false],
    ['an empty surname', { last_name: ' ' }, false],
    ['only punctuation as a surname', { last_name: "'-" }, false],
  ])('%s: %j within tolerance is %s', (_case, change, within) => {
    expect(withinConfirmationTolerance(proved, { ...proved, ...change })).toBe(within);
  });

  it('drops a middle initial the document showed', () => {
    expect(withinConfirmationTolerance({ ...proved, first_name: 'Jose A' }, proved)).toBe(true);
  });

  // Real names as a document prints them (machine-readable zones drop accents, apostrophes and hyphens) beside
  // how the patient writes them. Same person: true; a different person: false.
  it.each([
    // Irish
    ['Siobhan', "O'Brien-Núñez", 'Siobhan', 'OBrien Nunez', true],
    ['Siobhan', "O'Brien", 'Siobhan', 'OBRIEN', true],
    ['Siobhan', "O'Brien", 'Siobhan', 'O Brien', true],
    ['Siobhan', "O'Brien", 'Siobhan', 'O’Brien', true],
    ['Siobhan', "O'Brien", 'Siobhan', 'Brien', false],
    ['Siobhan', "O'Brien", 'Siobhan', "O'Byrne", false],
    ['Sean', 'McDonald', 'Sean', 'Mc Donald', true],
    ['Sean', 'MacDonald', 'Sean', 'Mac Donald', true],
    ['Sean', 'McDonald', 'Sean', 'MacDonald', false],
    ['Sean', 'McDonald', 'Sean', 'Donald', false],
    ['Mary-Kate', 'Murphy', 'Mary Kate', 'Murphy', true],
    ['Mary-Kate', 'Murphy', 'Marykate', 'Murphy', true],
    ['Mary-Kate', 'Murphy', 'Mary', 'Murphy', false],
    // Hispanic: two surnames, the second often dropped in the US; particles printed together or apart
    ['María José', 'Pérez', 'Maria Jose', 'Pérez García', true],
    ['María José', 'Pérez García', 'María José', 'Pérez', true],
    ['María José', 'PEREZ GARCIA', 'María José', 'Pérez-García', true],
    ['María José', 'Pérez García', 'María José', 'García', false],
    ['María José', 'Pérez García', 'María José', 'Pérez López', false],
    ['María José', 'Pérez', 'José María', 'Pérez', false],
    ['Juan', 'de la Cruz', 'Juan', 'De La Cruz', true],
    ['Juan', 'DELACRUZ', 'Juan', 'de la Cruz', true],
    ['Juan', 'de la Cruz', 'Juan', 'Dela Cruz', true],
    ['Juan', 'de la Cruz', 'Juan', 'Cruz', false],
    ['Juan', 'de la Cruz', 'Juan', 'de la Rosa', false],
    ['Juan', 'García de la Cruz', 'Juan', 'García', true],
    ['Juan', 'García de la Cruz', 'Juan', 'de la Cruz', false],
    // Dutch and German particles
    ['Anna', 'van der Berg', 'Anna', 'Van Der Berg', true],
    ['Anna', 'VANDERBERG', 'Anna', 'van der Berg', true],
    ['Anna', 'van der Berg', 'Anna', 'Berg', false],
    ['Anna', 'van der Berg', 'Anna', 'van den Berg', false],
    ['Anna', 'von Trapp', 'Anna', 'Von-Trapp', true],
    // Hyphenated double-barrelled names
    ['Emma', 'Smith-Jones', 'Emma', 'Smith Jones', true],
    ['Emma', 'Smith-Jones', 'Emma', 'Smith', true],
    ['Emma', 'Smith-Jones', 'Emma', 'Jones', false],
    ['Emma', 'Smith', 'Emily', 'Smith', false],
  ])(
    '[IDV-8] %s %s read, %s %s typed: the same person is %s',
    (provedFirst, provedLast, typedFirst, typedLast, within) => {
      const dob = '1990-02-03';
      expect(
        withinConfirmationTolerance(
          { first_name: provedFirst, last_name: provedLast, date_of_birth: dob },
          { first_name: typedFirst, last_name: typedLast, date_of_birth: dob },
        ),
      ).toBe(within);
    },
  );
});
