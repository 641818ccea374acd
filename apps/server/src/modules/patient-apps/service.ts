import { randomUUID } from 'node:crypto';
import type {
  AppAuthorizationDecision,
  AppAuthorizationRequest,
  AppCategory,
  RecordCategory,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { sameHash } from '../../lib/secrets.js';
import { insertGrant } from '../sharing/queries.js';
import { grantRow } from '../sharing/services/ledger.js';
import { withinTransaction } from './adapter.js';
import { OFFLINE_ACCESS_SECONDS, type BrandProvider } from './provider.js';
import * as q from './queries.js';
import { connectedAppInfo, findPatientApp } from './registration.js';
import { categoriesAsked, narrowedScopes, SUPPORTED_SCOPES } from './scopes.js';

/*
 * The consent screen's API (issue 30). The portal's page at /apps/authorize/<uid> signs the patient in with the
 * portal's own login and MFA, then reads what the app asks and answers it here. An authorization belongs to the
 * browser that started it: its binding cookie, set when oidc-provider sent the browser to the page and sent back
 * only to these routes of that uid, must come with every call. Without it the uid is not found, so an attacker who
 * starts a flow and gets a victim to approve it gets nothing, and neither does another patient's session.
 */

export interface AppsDeps {
  db: Db;
  now: () => Date;
}

export interface AuthorizationCall {
  brand: BrandProvider;
  uid: string;
  /** The binding cookie the browser sent, if any. */
  binding: string | undefined;
  patientId: string;
}

/** Without an offline_access refresh token the app reads for as long as its access token lives. */
const ONLINE_ACCESS_SECONDS = 60 * 60;

const epoch = (at: Date) => Math.floor(at.getTime() / 1000);

async function pendingAuthorization(deps: AppsDeps, { brand, uid, binding }: AuthorizationCall) {
  if (!binding || !sameHash(binding, brand.binding(uid))) throw notFound();
  const interaction = await brand.provider.Interaction.find(uid);
  // An answered authorization is over: the browser has been sent on and the answer cannot change
  if (!interaction || interaction.result || interaction.exp <= epoch(deps.now())) throw notFound();
  const app = findPatientApp(String(interaction.params.client_id ?? ''));
  if (!app) throw notFound();
  const scopes = String(interaction.params.scope ?? '')
    .split(' ')
    .filter((scope) => SUPPORTED_SCOPES.includes(scope) && app.scopes.includes(scope));
  const offline = scopes.includes('offline_access');
  const until = new Date(
    deps.now().getTime() + (offline ? OFFLINE_ACCESS_SECONDS : ONLINE_ACCESS_SECONDS) * 1000,
  );
  return { interaction, app, scopes, offline, until, asked: categoriesAsked(scopes) };
}

export async function readAuthorization(
  deps: AppsDeps,
  call: AuthorizationCall,
): Promise<AppAuthorizationRequest> {
  const { app, scopes, offline, until, asked } = await pendingAuthorization(deps, call);
  return {
    uid: call.uid,
    app: connectedAppInfo(app),
    categories: asked,
    offline,
    until: until.toISOString(),
    scopes,
  };
}

/**
 * The patient lets the app read `categories` (a subset of those asked): one ledger row and the provider's Grant
 * with the narrowed scopes, the Grant's id being the row's, and the interaction's answer, in one transaction.
 */
export async function approveAuthorization(
  deps: AppsDeps,
  call: AuthorizationCall,
  categories: AppCategory[],
): Promise<AppAuthorizationDecision> {
  const pending = await pendingAuthorization(deps, call);
  const notAsked = categories.filter((category) => !pending.asked.includes(category));
  if (notAsked.length > 0)
    throw new AppError('VALIDATION_FAILED', 400, { field: 'categories', key: 'app_category_not_asked' });
  const { provider } = call.brand;
  const grantId = randomUUID();
  await deps.db.transaction().execute((trx) =>
    withinTransaction(trx, async () => {
      // Two answers at once: the second waits here, then finds the interaction answered
      await q.lockRecord(trx, 'Interaction', call.uid);
      const interaction = await provider.Interaction.find(call.uid);
      if (!interaction || interaction.result) throw notFound();
      await insertGrant(trx, {
        ...grantRow({
          patientId: call.patientId,
          grantee: {
            kind: 'app',
            name: pending.app.name,
            organization: pending.app.publisher,
            ref: pending.app.client_id,
          },
          // The ledger's categories hold an app's `coverage` too (SharedGrant.categories)
          scope: { categories: categories as unknown as RecordCategory[] },
          reason: { code: 'typed', text: '' },
          until: pending.until,
        }),
        id: grantId,
      });
      const grant = new provider.Grant({ accountId: call.patientId, clientId: pending.app.client_id });
      grant.jti = grantId;
      grant.addOIDCScope(narrowedScopes(pending.scopes, categories).join(' '));
      await grant.save();
      interaction.result = {
        login: { accountId: call.patientId, remember: false },
        consent: { grantId },
      };
      await interaction.save(Math.max(1, interaction.exp - epoch(deps.now())));
    }),
  );
  return { redirect_to: pending.interaction.returnTo };
}

/** The patient says no: the app is sent `access_denied`, and nothing is granted. */
export async function denyAuthorization(
  deps: AppsDeps,
  call: AuthorizationCall,
): Promise<AppAuthorizationDecision> {
  const { interaction } = await pendingAuthorization(deps, call);
  interaction.result = { error: 'access_denied', error_description: 'The patient did not allow access.' };
  await interaction.save(Math.max(1, interaction.exp - epoch(deps.now())));
  return { redirect_to: interaction.returnTo };
}
