import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed calls from an outside party (a record source's completion callbacks, the lab partner's webhooks):
 *   X-Portal-Timestamp: <unix seconds>
 *   X-Portal-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 * A signature older than five minutes is refused, so a captured call cannot be replayed later; within the window,
 * each caller refuses a second use of an event id (its own table).
 */

export const SIGNATURE_HEADER = 'x-portal-signature';
export const TIMESTAMP_HEADER = 'x-portal-timestamp';
const MAX_SKEW_SECONDS = 300;

export function signCallback(secret: string, rawBody: string, timestamp: number): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export function verifyCallback(
  secret: string,
  rawBody: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  nowSeconds: number,
): boolean {
  if (!timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader)) return false;
  const timestamp = Number(timestampHeader);
  if (Math.abs(nowSeconds - timestamp) > MAX_SKEW_SECONDS) return false;
  const expected = Buffer.from(signCallback(secret, rawBody, timestamp));
  const given = Buffer.from(signatureHeader);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
