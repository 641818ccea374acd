import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as Signature from '../../src/lib/webhook-signature.js';
import { call, errorCode, type Answer, type Call } from '../lib/http.js';
import { newIdentity, outboxCode, PRIMARY_ADDRESS, sessionHeaders } from '../lib/patients.js';
import type { Report } from '../lib/report.js';
import { fromDist, ServerProcess } from '../lib/server.js';

const GROUP = 'abuse: each brand’s own lab partner (issue 25)';
const DEPLOYMENT_SECRET = `deployment-${randomUUID()}`;
const ACME_SECRET = `acme-${randomUUID()}`;

/** A stand-in for a partner's order API: takes every order, answers its own reference. */
async function partner() {
  const references: string[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      references.push(String((JSON.parse(text) as { reference?: unknown }).reference));
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `P-${references.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { references, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Issue 25: Acme has a lab partner of its own, the other brands share the deployment's. Acme's partner (or
 * whoever holds its webhook key) signs events about a Sunrise patient's order, at its own webhook and at the
 * deployment's: each partner reports only on the orders it took. A server of its own, started with both partners.
 */
export async function abuseLabBrandCases(main: ServerProcess, report: Report) {
  const { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } =
    await fromDist<typeof Signature>('lib/webhook-signature.js');
  const [shared, acme] = await Promise.all([partner(), partner()]);
  const server = new ServerProcess({
    database: main.options.database,
    ...(main.options.databaseUrl ? { databaseUrl: main.options.databaseUrl } : {}),
    env: {
      LAB_PARTNER_URL: shared.url,
      LAB_PARTNER_API_KEY: 'deployment-key',
      LAB_WEBHOOK_SECRET: DEPLOYMENT_SECRET,
      BRAND_ACME_LAB_PARTNER_URL: acme.url,
      BRAND_ACME_LAB_PARTNER_API_KEY: 'acme-key',
      BRAND_ACME_LAB_WEBHOOK_SECRET: ACME_SECRET,
    },
  });
  try {
    await server.start();
    const base = server.base;
    const send = async (input: Call): Promise<Answer> => {
      const answer = await call(base, input);
      report.countAnswer(answer.status, `${input.method} ${input.path.split('?')[0]}`);
      return answer;
    };
    const must = (answer: Answer, what: string) => {
      if (answer.status >= 300)
        throw new Error(`${what} answered ${answer.status} ${errorCode(answer) ?? ''}`);
      return (answer.json?.content ?? {}) as Record<string, string>;
    };

    const on = (brand: string) => ({ host: `${brand}.localhost:${server.port}` });

    /** A member's kit order, placed on the other brand's host (the request's host decides no partner). */
    const memberOrder = async (brand: 'acme' | 'sunrise') => {
      const elsewhere = brand === 'acme' ? 'sunrise' : 'acme';
      const { from, ...fields } = newIdentity();
      const signup = must(
        await send({
          method: 'POST',
          path: '/v1/signup',
          headers: on(brand),
          body: { ...fields, language: 'en' },
          from,
        }),
        `signup on ${brand}`,
      );
      const code = await outboxCode(base, fields.phone);
      const body = { mfa_token: signup.mfa_token, code };
      const tokens = must(
        await send({ method: 'POST', path: '/v1/mfa/confirm', headers: on(brand), body, from }),
        `confirm on ${brand}`,
      );
      const headers = sessionHeaders({ access_token: tokens.access_token!, web_token: tokens.web_token! });
      const order = must(
        await send({
          method: 'POST',
          path: '/v1/patient/lab-order',
          headers: { ...headers, host: on(elsewhere).host, 'x-forwarded-host': on(elsewhere).host },
          body: { kit_type: 'hba1c', phone: fields.phone, shipping_address: PRIMARY_ADDRESS },
          from,
        }),
        'lab order',
      );
      return { orderId: order.id!, headers, from };
    };
    const event = (path: string, secret: string, orderId: string, status = 'kit-fulfillment-canceled') => {
      const raw = JSON.stringify({
        event_id: `evt-${randomUUID()}`,
        type: 'order.status',
        order_id: orderId,
        status,
        occurred_at: new Date().toISOString(),
      });
      const timestamp = Math.floor(Date.now() / 1000);
      return send({
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signCallback(secret, raw, timestamp),
        },
        body: raw,
      });
    };

    await report.probe(
      GROUP,
      'a kit goes to the partner of the member’s brand, whatever host it is ordered on',
      async () => {
        const ofSunrise = (await memberOrder('sunrise')).orderId;
        const ofAcme = (await memberOrder('acme')).orderId;
        if (acme.references.includes(ofSunrise) || !shared.references.includes(ofSunrise))
          throw new Error('a Sunrise member’s order did not go (only) to the deployment’s partner');
        if (shared.references.includes(ofAcme) || !acme.references.includes(ofAcme))
          throw new Error('an Acme member’s order did not go (only) to Acme’s partner');
        return 'Sunrise’s to the deployment’s partner, Acme’s to Acme’s, ordered on the other host';
      },
    );

    await report.probe(GROUP, 'Acme’s partner cannot report on a Sunrise member’s order', async () => {
      const { orderId, headers, from } = await memberOrder('sunrise');
      const own = await event('/v1/lab-partner/webhooks/acme', ACME_SECRET, orderId);
      const other = await event('/v1/lab-partner/webhooks', ACME_SECRET, orderId);
      if (own.status < 400 || other.status < 400)
        throw new Error(`accepted: at its own webhook ${own.status}, at the deployment's ${other.status}`);
      const details = await send({
        method: 'GET',
        path: `/v1/patient/labkit/details?order_id=${orderId}`,
        headers,
        from,
      });
      const status = details.json?.content?.labkitDetails?.[0]?.status;
      if (status !== 'lab-order-requested') throw new Error(`the order moved to ${String(status)}`);
      // The refusal is about whose order it is: the same key at the same webhook moves an Acme member's order
      const acmeOrder = await memberOrder('acme');
      const accepted = await event(
        '/v1/lab-partner/webhooks/acme',
        ACME_SECRET,
        acmeOrder.orderId,
        'order-received',
      );
      if (accepted.status !== 200)
        throw new Error(`Acme's own order was refused: ${accepted.status} ${errorCode(accepted) ?? ''}`);
      return `refused ${own.status} ${errorCode(own) ?? ''} at /acme, ${other.status} ${errorCode(other) ?? ''} at the deployment’s`;
    });
  } finally {
    await server.dispose();
    await Promise.all([shared.close(), acme.close()]);
  }
}
