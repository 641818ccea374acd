import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../src/db/schema.js';
import { fromDist } from './server.js';

/**
 * The routes the built server registers, as `METHOD /url`, read from the app itself (its `routeTable`, filled by
 * an onRoute hook) so a new route cannot slip past the matrix. The app is built with a database that is never
 * connected: registering routes runs no query.
 */
export async function serverRoutes(): Promise<string[]> {
  const { buildApp } = await fromDist<typeof import('../../src/app.js')>('app.js');
  const { testConfig } = await fromDist<typeof import('../../src/config.js')>('config.js');
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/never-connected' });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const app = await buildApp({ config: testConfig(), db });
  await app.ready();
  const routes = [...app.routeTable];
  await app.close();
  await pool.end();
  // HEAD is Fastify's automatic twin of each GET: the GET's row covers it.
  return routes.filter((route) => !route.startsWith('HEAD '));
}
