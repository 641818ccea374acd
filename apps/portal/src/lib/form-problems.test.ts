import { describe, expect, it } from 'vitest';
import { additionalNameRequest, dateOfBirthRequest, insuranceFieldsSchema } from '@portal/contract';
import { formProblems } from './form-problems';

describe('formProblems', () => {
  it.each([
    [
      'an empty first name',
      additionalNameRequest,
      { use: 'maiden', first_name: ' ', last_name: 'Lee' },
      { first_name: { key: 'validation.required', field: 'fields.first_name' } },
    ],
    [
      'no kind of name',
      additionalNameRequest,
      { use: '', first_name: 'Jo', last_name: 'Lee' },
      { use: { key: 'validation.name_use_invalid', field: 'fields.use' } },
    ],
    [
      'a birth date in the future',
      dateOfBirthRequest,
      { date_of_birth: '2999-01-01' },
      { date_of_birth: { key: 'validation.date_of_birth_invalid', field: 'fields.date_of_birth' } },
    ],
    [
      'a member id with symbols',
      insuranceFieldsSchema,
      { payer: 'Aetna', member_id: 'A1;drop', subscriber_name: 'Jo', subscriber_relationship: 'self' },
      { member_id: { key: 'validation.member_id', field: 'fields.member_id' } },
    ],
    [
      'a 500-character name, with the cap it broke',
      additionalNameRequest,
      { use: 'maiden', first_name: 'x'.repeat(500), last_name: 'Lee' },
      { first_name: { key: 'validation.too_long', field: 'fields.first_name', max: 100 } },
    ],
    ['a good name', additionalNameRequest, { use: 'old', first_name: 'Jo', last_name: 'Lee' }, {}],
  ])('[PROF-1] [PROF-4] [PROF-5] %s reads as the server words it', (_why, schema, value, expected) => {
    expect(formProblems(schema, value)).toEqual(expected);
  });
});
