import type { HipaaAuthorizationState, HipaaDetailsResponse } from '@portal/contract';
import { notFound } from '../../http/errors.js';
import { renderTextPdf } from '../../lib/pdf.js';
import { findAuthorization } from './authorization-text.js';
import * as q from './queries.js';
import type { HipaaDeps } from './service.js';

/** In force until revoked or expired; a revocation is the patient's act, so it names the state first. */
export function signatureState(
  row: { revoked_at: Date | null; expires_at: Date },
  now: Date,
): HipaaAuthorizationState {
  if (row.revoked_at) return 'revoked';
  return row.expires_at.getTime() > now.getTime() ? 'in_force' : 'expired';
}

/** [PROF-6] Every authorization the patient signed, newest first, with its state. */
export async function hipaaDetails(
  { db, now }: HipaaDeps,
  { patientId }: { patientId: string },
): Promise<HipaaDetailsResponse> {
  const rows = await q.listSignatures(db, patientId);
  return {
    authorizations: rows.map((row) => ({
      id: row.id,
      version: row.version,
      language: row.language,
      signer_name: row.signer_name,
      signed_at: row.signed_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      revoked_at: row.revoked_at?.toISOString() ?? null,
      state: signatureState(row, now()),
    })),
  };
}

const PDF_WORDS = {
  en: {
    version: 'Authorization version',
    signed: 'Signed electronically by',
    on: 'on',
    expires: 'Expires',
    revoked: 'Revoked on',
    hash: 'Fingerprint of the text (SHA-256)',
  },
  es: {
    version: 'Versión de la autorización',
    signed: 'Firmado electrónicamente por',
    on: 'el',
    expires: 'Vence',
    revoked: 'Revocada el',
    hash: 'Huella del texto (SHA-256)',
  },
} as const;

/** [PROF-6] The signed authorization as a PDF: the exact words of the version signed, the signature, a revocation. */
export async function hipaaPdf(
  { db, now }: HipaaDeps,
  { patientId, id }: { patientId: string; id: string },
): Promise<Uint8Array> {
  const row = await q.findSignature(db, patientId, id);
  const version = row && findAuthorization(row.version);
  if (!row || !version) throw notFound();
  const text = version.text[row.language];
  const words = PDF_WORDS[row.language];
  const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return renderTextPdf(
    {
      title: text.title,
      meta: [`${words.version}: ${row.version} (${row.language})`],
      sections: text.sections.map((s) => ({ heading: s.heading, paragraphs: s.body })),
      closing: [
        `${words.signed} ${row.signer_name} ${words.on} ${when(row.signed_at)}`,
        `${words.expires}: ${when(row.expires_at)}`,
        `${words.hash}: ${row.content_hash}`,
        ...(row.revoked_at ? [`${words.revoked} ${when(row.revoked_at)}`] : []),
      ],
    },
    { createdAt: now() },
  );
}
