import { useNavigate } from 'react-router';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SessionTokens } from '@portal/contract';
import { paths } from '../../config/paths';
import { clearDraft } from '../../lib/drafts';
import { decodePatientProfile } from '../../lib/profile';
import { resumePath } from '../../lib/resume';
import { storeTokens } from '../../lib/session';
import { analytics } from '../../lib/tracking';
import { getGatepass } from './api/auth';
import { clearMfaFlow, type MfaFlow } from './mfa-flow';

/**
 * Where a confirmed patient goes: a new one verifies their identity; a returning one resumes at their next
 * unfinished step, or, onboarding complete, opens the page they had asked for (gatepass) [ONB-2].
 */
export async function nextPathAfterConfirm(flow: Pick<MfaFlow, 'kind' | 'next'>): Promise<string> {
  if (flow.kind === 'signup') return paths.verifyId;
  try {
    return resumePath(await getGatepass(), flow.next);
  } catch {
    return paths.home;
  }
}

/** What finishing a sign-in needs from React: a way to go on (the router's navigate) and i18next. */
export interface SignInContext {
  navigate: (to: string, options: { replace: true }) => void;
  i18n: i18n;
}

/** The second factor passed (a code or a passkey): keep the session and go on where the patient left off. */
export async function finishSignIn(
  { navigate, i18n }: SignInContext,
  flow: Pick<MfaFlow, 'kind' | 'next'>,
  tokens: SessionTokens,
  method: string | undefined,
) {
  storeTokens(tokens);
  clearMfaFlow();
  // the phone is verified: what the sign-up form kept for a reload is no longer needed
  clearDraft('signup');
  // [PROF-7] The language saved in the account's settings is the portal's once the patient signs in, on any
  // device; switching it afterwards (header or settings) lasts for the session as before.
  const { locale } = decodePatientProfile(tokens.id_token, () => undefined);
  if (flow.kind === 'login' && (locale === 'en' || locale === 'es') && locale !== i18n.resolvedLanguage)
    await i18n.changeLanguage(locale);
  analytics.track(flow.kind === 'signup' ? 'Device Verified' : 'Logged In', { method });
  navigate(await nextPathAfterConfirm(flow), { replace: true });
}

/** `finishSignIn` bound to this component's router and i18next. */
export function useFinishSignIn() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  return (flow: MfaFlow, tokens: SessionTokens, method: string | undefined) =>
    finishSignIn({ navigate, i18n }, flow, tokens, method);
}
