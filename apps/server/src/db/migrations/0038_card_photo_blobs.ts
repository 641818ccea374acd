import { sql, type Kysely } from 'kysely';

/**
 * [PROF-5] [issue 27] Card photos leave the database: each side keeps only a reference to an encrypted object in
 * the blob store (src/providers/blobs): its key, its size in bytes, and the SHA-256 of the photo (hex), checked on
 * every read. The content type stays in `<side>_type`, which is what says a side has a photo.
 *
 * Expand only. The photos already in `front_image` / `back_image` are moved by the server at start
 * (src/modules/insurance/move-photos.ts), not here: a migration gets a database connection but neither the
 * encryption key nor the store's credentials, runs inside the migration's transaction (an object written for a
 * rolled-back transaction would be orphaned, and the lock would be held while gigabytes are copied), and the
 * previous release keeps writing those columns until the roll ends. Dropping them is a later release's
 * contract step, once no row holds a photo there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table patient_insurance
      add column front_blob_key text,
      add column front_size integer check (front_size >= 0),
      add column front_digest text,
      add column back_blob_key text,
      add column back_size integer check (back_size >= 0),
      add column back_digest text;

    -- The move at start finds what is left without reading the table: a small index, empty once moved.
    create index patient_insurance_photos_in_rows on patient_insurance (id)
      where front_image is not null or back_image is not null;
  `.execute(db);
}
