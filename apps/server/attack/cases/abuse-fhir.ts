import type { AppCategory } from '@portal/contract';
import { FHIR_TYPES } from '../../src/modules/fhir-api/search.js';
import { launchApp } from '../../src/modules/patient-apps/testing.js';
import { call, type Answer } from '../lib/http.js';
import { completeOnboarding, sessionHeaders, signUp, type Patient } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import type { ServerProcess } from '../lib/server.js';
import { smartApp } from '../lib/smart-app.js';
import { waitForPull } from './idor.js';

const GROUP = 'abuse: FHIR API with real app tokens (issue 30)';

type Entry = { resource: { resourceType: string; id: string } };
type SearchSet = { entry?: Entry[]; link?: { relation: string; url: string }[] };

/**
 * Issue 30: the IDOR matrix of /fhir/r4, with tokens a registered app got through a real launch. A token for one
 * patient, asking by the other's id, by each of their resource ids and by their own paging link; a token narrowed
 * to observations asking for the rest; a token the patient revoked. No answer may carry the victim's values.
 */
export async function abuseFhirCases(server: ServerProcess, report: Report) {
  const base = server.base;
  const { app, fhirBase, send } = smartApp(server, report);

  const launchFor = (patient: Patient, categories?: AppCategory[]) =>
    launchApp({
      send,
      app,
      fhirBase,
      patientHeaders: sessionHeaders(patient.tokens),
      ...(categories ? { categories } : {}),
    });
  const launch = async (patient: Patient, categories?: AppCategory[]) =>
    (await launchFor(patient, categories)).access_token;
  const fhir = async (path: string, token: string): Promise<Answer> => {
    const answer = await call(base, {
      method: 'GET',
      path: path.startsWith('http') ? new URL(path).pathname + new URL(path).search : `/fhir/r4/${path}`,
      headers: { authorization: `Bearer ${token}` },
    });
    report.countAnswer(answer.status, `GET /fhir/r4/${path.split('?')[0]!.split('/')[0]}`);
    return answer;
  };
  // Patient is searched by its own id; every other type by the patient it belongs to
  const searchOf = (type: string, patientId: string) =>
    type === 'Patient' ? `Patient?_id=${patientId}` : `${type}?patient=${patientId}`;
  const entries = (answer: Answer) => ((answer.json as SearchSet | undefined)?.entry ?? []) as Entry[];

  // The victim: onboarded, their records imported; everything they can read is what nobody else may
  const victim = await signUp(base);
  await completeOnboarding(base, victim);
  const pulled = await waitForPull(base, victim, 120_000);
  const attacker = await signUp(base);
  const ownLaunch = await launchFor(victim);
  const own = ownLaunch.access_token;
  const victimId = ownLaunch.patient;
  const ids: string[] = [];
  let nextLink: string | undefined;
  for (const type of FHIR_TYPES) {
    const found = await fhir(`${searchOf(type, victimId)}&_count=5`, own);
    if (found.status !== 200) throw new Error(`the victim's own ${type} search answered ${found.status}`);
    ids.push(...entries(found).map((e) => `${e.resource.resourceType}/${e.resource.id}`));
    nextLink ??= (found.json as SearchSet).link?.find((l) => l.relation === 'next')?.url;
  }
  const markers = [
    victimId,
    victim.first_name,
    victim.last_name,
    victim.email,
    ...ids.map((i) => i.split('/')[1]!),
  ];
  // A bundle's self link repeats the attacker's own query (the victim's id they typed): that is not the victim's
  const leaked = (answer: Answer) => {
    const json = answer.json as SearchSet | undefined;
    const text = json?.link
      ? JSON.stringify({ ...json, link: json.link.filter((l) => l.relation !== 'self') })
      : answer.text;
    return markers.find((m) => text.includes(m));
  };
  if (ids.length <= 1) throw new Error(`the victim's pull ${pulled} left ${ids.length} resources to probe`);

  await report.probe(
    GROUP,
    'another patient’s token reads nothing of the victim: searches, reads, paging',
    async () => {
      const token = await launch(attacker);
      const tried: string[] = [];
      for (const type of FHIR_TYPES) tried.push(searchOf(type, victimId));
      tried.push(...ids);
      if (nextLink) tried.push(nextLink);
      for (const path of tried) {
        const answer = await fhir(path, token);
        const leak = leaked(answer);
        if (leak || entries(answer).length > 0 || (answer.status === 200 && !path.includes('?')))
          throw new Error(
            `${path.split('?')[0]} answered ${answer.status} with ${leak ? 'a victim value' : 'entries'}`,
          );
      }
      return `${tried.length} requests (${ids.length} ids${nextLink ? ', a next link' : ''}), none answered the victim’s data`;
    },
  );

  await report.probe(GROUP, 'a token narrowed to observations reads nothing outside it', async () => {
    const token = await launch(victim, ['observations']);
    const outside = FHIR_TYPES.filter((t) => t !== 'Patient' && t !== 'Observation');
    let refused = 0;
    for (const path of [
      ...outside.map((t) => searchOf(t, victimId)),
      ...ids.filter((i) => outside.some((t) => i.startsWith(`${t}/`))),
    ]) {
      const answer = await fhir(path, token);
      if (answer.status !== 403 || entries(answer).length > 0)
        throw new Error(`${path.split('?')[0]} answered ${answer.status}`);
      refused += 1;
    }
    const inside = await fhir(`Observation?patient=${victimId}`, token);
    if (inside.status !== 200) throw new Error(`the observations it was allowed answered ${inside.status}`);
    return `${refused} refused with 403, observations still read`;
  });

  await report.probe(GROUP, 'a revoked app reads nothing', async () => {
    const token = await launch(victim);
    const headers = sessionHeaders(victim.tokens);
    const grants = await call(base, { method: 'GET', path: '/v1/patient/sharing', headers });
    const active = (
      (grants.json?.content?.grants ?? []) as { id: string; kind: string; status: string }[]
    ).filter((g) => g.kind === 'app' && g.status === 'active');
    for (const grant of active) {
      const ended = await call(base, {
        method: 'POST',
        path: `/v1/patient/sharing/${grant.id}/end`,
        headers,
        body: {},
      });
      if (ended.status !== 200) throw new Error(`ending the grant answered ${ended.status}`);
    }
    for (const path of [
      ...FHIR_TYPES.map((t) => searchOf(t, victimId)),
      ...ids,
      ...(nextLink ? [nextLink] : []),
    ]) {
      for (const held of [token, own]) {
        const answer = await fhir(path, held);
        if (answer.status !== 401 || leaked(answer))
          throw new Error(`${path.split('?')[0]} answered ${answer.status} after the revocation`);
      }
    }
  });
}
