/*
 * Every SQL statement of the health records, under `queries/`: the record tables and their columns, the writes of
 * the pull worker, and the patient's reads (each scoped by the patient id the access token names, REC-6 / SEC-1).
 */
export * from './queries/columns.js';
export * from './queries/writes.js';
export * from './queries/reads.js';
