import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2];
const t = Date.now();
const db = await PGlite.create({ dataDir: dir, relaxedDurability: true });
console.log('created', Date.now() - t);
await db.exec('create table if not exists t (id serial primary key, v text)');
const timer = setInterval(() => console.log('tick'), 1000); timer.unref();
let i = 0;
try {
  for (;;) {
    await db.query("insert into t (v) select repeat(md5(random()::text), 30) from generate_series(1,200)");
    i++;
    if (i % 20 === 0) console.log('batches', i);
  }
} catch (e) { console.log('error', i, e?.code, e?.message); }
try { const r = await db.query('select count(*) from t'); console.log('after', r.rows); } catch (e) { console.log('read after error', e?.message); }
try { await db.query("insert into t (v) values ('x')"); console.log('insert after ok'); } catch (e) { console.log('insert after error', e?.message); }
console.log('end');
