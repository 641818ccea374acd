/** Says once per run which databases the DB suites ran on. */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      '\n[server tests] TEST_DATABASE_URL is not set: database suites run on PGlite only. ' +
        'Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them on PostgreSQL too.\n',
    );
  } else {
    console.log('\n[server tests] database suites run on PGlite and on PostgreSQL (TEST_DATABASE_URL).\n');
  }
}
