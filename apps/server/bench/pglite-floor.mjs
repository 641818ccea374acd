#!/usr/bin/env node
// The floor under the PGlite read budget, measured by bench/run.mjs under the same load as the API's reads:
// Fastify answering every request with one select by primary key on embedded PGlite (a sessions-like table of
// 10,000 rows), and nothing else: no token, no session check, no audit row. Whatever the API adds goes on top.
// Started as a child process (as the API is); it sends its port to the parent once listening.
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create({ relaxedDurability: true });
await db.exec(`
  create table sessions (
    id uuid primary key default gen_random_uuid(),
    patient_id uuid not null default gen_random_uuid(),
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    revoked_at timestamptz,
    web_token_hash text not null
  );
  insert into sessions (web_token_hash) select md5(i::text) from generate_series(1, 10000) i;
`);
const {
  rows: [{ id }],
} = await db.query('select id from sessions offset 5000 limit 1');

const app = Fastify();
app.get('/', async () => (await db.query('select * from sessions where id = $1', [id])).rows[0]);
await app.listen({ port: 0, host: '127.0.0.1' });
process.send(app.server.address().port);
