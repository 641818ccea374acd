/*
 * JSON from outside (a FHIR server, a bundle file) is parsed without the keys that reach an object's prototype
 * when the result is later merged or spread: `__proto__`, `constructor`, `prototype`. No FHIR element has these
 * names, so dropping them loses nothing. The reviver (slow) runs only when one of the names occurs in the text.
 */

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];
const mentionsForbidden = (text: string) => FORBIDDEN.some((key) => text.includes(`"${key}"`));

export const isForbiddenKey = (key: string): boolean => FORBIDDEN.includes(key);
const dropForbidden = (key: string, value: unknown) => (isForbiddenKey(key) ? undefined : value);

export function parseJsonSafely(text: string): unknown {
  // A key spelt with escapes ("\u005f_proto__") is still the key: look for any escape too.
  return mentionsForbidden(text) || text.includes('\\u') ? JSON.parse(text, dropForbidden) : JSON.parse(text);
}
