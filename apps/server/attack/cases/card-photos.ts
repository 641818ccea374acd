import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { call, type Answer, type Call } from '../lib/http.js';
import { sessionHeaders, signUp } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';

/**
 * Issue 27: card photos live in the blob store (the server's local default: `<data dir>/blobs`). Tried as an
 * attacker who can read that folder (a stolen backup of it) and who holds a session of their own: the files show
 * no photo, no way in names another patient's object, and a removed plan leaves nothing behind.
 */
const GROUP = 'card photos in the blob store';

/** A PNG by its signature, carrying a marker only this run's photo contains. */
function markedPhoto() {
  const marker = `ATTACK-CARD-${randomBytes(8).toString('hex')}`;
  const bytes = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    Buffer.from(marker),
    randomBytes(256),
  ]);
  return { marker, bytes };
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((f) => join(dir, f))
      .filter((f) => statSync(f).isFile());
  } catch {
    return [];
  }
}

export async function cardPhotoCases(server: ServerProcess, report: Report) {
  const send = async (input: Call): Promise<Answer> => {
    const answer = await call(server.base, input);
    report.countAnswer(answer.status, `${input.method} ${input.path.split('/').slice(0, 4).join('/')}`);
    return answer;
  };
  const store = join(server.dataDir, 'blobs');
  const victim = await signUp(server.base);
  const attacker = await signUp(server.base);
  const asVictim = { headers: sessionHeaders(victim.tokens), from: victim.from };
  const asAttacker = { headers: sessionHeaders(attacker.tokens), from: attacker.from };
  const photo = markedPhoto();
  const added = await send({
    method: 'POST',
    path: '/v1/patient/insurance',
    ...asVictim,
    body: {
      payer: 'Victim Health',
      member_id: 'VIC-1',
      subscriber_name: 'Victim Subscriber',
      subscriber_relationship: 'self',
      front_image: {
        file_name: 'f.png',
        content_type: 'image/png',
        data_base64: photo.bytes.toString('base64'),
      },
    },
  });
  const plan = String(added.json?.content?.id);
  const files = filesUnder(store).filter((f) => f.includes(plan));

  await report.probe(GROUP, 'the store holds the photo only as ciphertext', async () => {
    if (added.status !== 201) throw new Error(`the plan was not added: ${added.status}`);
    if (files.length !== 1) throw new Error(`expected one object for the plan, found ${files.length}`);
    const plain = filesUnder(store).filter((f) => readFileSync(f).includes(photo.bytes.subarray(8, 40)));
    if (plain.length) throw new Error(`${plain.length} file(s) in the store contain the photo's bytes`);
    return `${filesUnder(store).length} object(s) under the store, none readable`;
  });

  await report.probe(
    GROUP,
    "another patient's session reaches no photo by plan id, object id or path",
    async () => {
      const object = files[0]?.split('/').at(-1) ?? plan;
      const paths = [
        `/v1/patient/insurance/${plan}/card/front`,
        `/v1/patient/insurance/${object}/card/front`,
        `/v1/patient/insurance/${plan}/card/..%2Ffront`,
        `/v1/patient/insurance/..%2F..%2F${plan}/card/front`,
        `/v1/patient/insurance/${encodeURIComponent(`insurance/${plan}/front/${object}`)}/card/front`,
      ];
      const answers = await Promise.all(paths.map((path) => send({ method: 'GET', path, ...asAttacker })));
      const served = answers.filter((a) => a.status < 400 || a.text.includes(photo.marker));
      if (served.length) throw new Error(`${served.length} of ${paths.length} answered with a photo`);
      const own = await send({ method: 'GET', path: paths[0]!, ...asVictim });
      if (own.status !== 200 || !own.text.includes(photo.marker))
        throw new Error(`the owner got ${own.status}`);
      return `${paths.length} tries refused (${[...new Set(answers.map((a) => a.status))].join(', ')}); the owner reads it`;
    },
  );

  await report.probe(GROUP, 'removing the plan removes its photo from the store', async () => {
    const removed = await send({ method: 'DELETE', path: `/v1/patient/insurance/${plan}`, ...asVictim });
    if (removed.status !== 200) throw new Error(`removing answered ${removed.status}`);
    const left = filesUnder(store).filter((f) => f.includes(plan));
    if (left.length) throw new Error(`${left.length} object(s) of the removed plan are still in the store`);
  });
}
