import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_VERSIONS,
  authorizationExpiry,
  authorizationHash,
  currentAuthorization,
  findAuthorization,
} from './authorization-text.js';

describe('the HIPAA authorization text', () => {
  const current = currentAuthorization();

  it('[HIPAA-1] has every published version in English and Spanish with the same structure', () => {
    for (const version of AUTHORIZATION_VERSIONS) {
      expect(version.text.es.sections).toHaveLength(version.text.en.sections.length);
      version.text.en.sections.forEach((section, i) => {
        expect(version.text.es.sections[i]!.body).toHaveLength(section.body.length);
      });
    }
  });

  it.each([
    ['what is disclosed', /medications/],
    ['to whom', /this patient portal/],
    ['the purpose', /for my own use/],
    ['when it expires', /expires two years/],
    ['the right to revoke', /revoke this authorization/],
    ['that care does not depend on signing', /does not depend on whether I sign/],
    ['that records may be re-disclosed', /re-disclosed/],
  ])('[HIPAA-1] says %s', (_element, words) => {
    expect(JSON.stringify(current.text.en)).toMatch(words);
  });

  it('[HIPAA-1] hashes the exact words per language, so a signature names what was read', () => {
    const en = authorizationHash(current, 'en');
    expect(en).toMatch(/^[0-9a-f]{64}$/);
    expect(authorizationHash(current, 'es')).not.toBe(en);
    const edited = structuredClone(current);
    edited.text.en.sections[0]!.body[0] += ' ';
    expect(authorizationHash(edited, 'en')).not.toBe(en);
  });

  it('finds a version by id and expires two years after signing', () => {
    expect(findAuthorization(current.version)).toBe(current);
    expect(findAuthorization('1999-01-01')).toBeUndefined();
    expect(authorizationExpiry(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe(
      '2028-11-21T10:00:00.000Z',
    );
  });
});
