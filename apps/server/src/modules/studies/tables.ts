import type { ColumnType } from 'kysely';
import type { ConsentDocumentResponse, ConsentScope, ConsentSectionId } from '@portal/contract';
import type { CreatedAt, NullableTimestamp } from '../../db/types.js';

export type SignedDocument = Pick<ConsentDocumentResponse, 'title' | 'sections'>;

/** One signed study e-consent [STUDY-2]. The row stays after withdrawal: the signature happened. */
export interface StudyConsentsTable {
  id: string;
  patient_id: string;
  /** The catalogue's NCT id. */
  study_id: string;
  site_id: string;
  version: string;
  language: 'en' | 'es';
  /** SHA-256 of the exact document the patient read (consentHash). */
  content_hash: string;
  /** The title and sections exactly as read: the signed copy is drawn from them. */
  document: ColumnType<SignedDocument, string, string>;
  acknowledged_sections: ColumnType<ConsentSectionId[], string, string>;
  /** The full name as the patient typed it. */
  signer_name: string;
  signed_at: CreatedAt;
  ip: string | null;
  /** What the consent lets the site see, as signed (the catalogue may change later). */
  scope: ColumnType<ConsentScope, string, string>;
  /** The sharing ledger's grant this consent created. */
  grant_id: string | null;
  withdrawn_at: NullableTimestamp;
}

export interface StudiesTables {
  study_consents: StudyConsentsTable;
}
