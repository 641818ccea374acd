import useSWR, { useSWRConfig } from 'swr';
import type {
  Passkey,
  RegisterPasskeyRequest,
  RemovePasskeyRequest,
  RenamePasskeyRequest,
} from '@portal/contract';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../../lib/api';

export const passkeysKey = '/v1/account/passkeys';
type List = { passkeys: Passkey[] };

export const getPasskeys = () => api.get<List>(passkeysKey);
/** A fresh step-up code opens the ceremony: the options the browser creates the passkey with. */
export const passkeyOptions = (body: { mfa_token: string; code: string }) =>
  api.post<PublicKeyCredentialCreationOptionsJSON>(`${passkeysKey}/options`, body);
export const registerPasskey = (body: RegisterPasskeyRequest) => api.post<Passkey>(passkeysKey, body);
export const removePasskey = (body: RemovePasskeyRequest) => api.delete<{ removed: true }>(passkeysKey, body);
export const renamePasskey = (body: RenamePasskeyRequest) => api.put<Passkey>(passkeysKey, body);

/** [AUTH-6] The patient's passkeys. */
export function usePasskeys() {
  return useSWR(passkeysKey, getPasskeys, { onError: () => undefined });
}

/**
 * [AUTH-6] [PROF-7] Adding or removing a passkey shows in the list once the server agreed (each needs a fresh
 * code); a rename shows at once and is put back if refused.
 */
export function usePasskeyChanges() {
  const { mutate } = useSWRConfig();
  const update = (change: (keys: Passkey[]) => Passkey[]) =>
    mutate(passkeysKey, (list?: List) => list && { passkeys: change(list.passkeys) }, { revalidate: false });
  return {
    register: async (body: RegisterPasskeyRequest) => {
      const added = await registerPasskey(body);
      await update((keys) => [...keys, added]);
      return added;
    },
    rename: async (body: RenamePasskeyRequest) => {
      const named = (label: string) => (keys: Passkey[]) =>
        keys.map((k) => (k.id === body.id ? { ...k, label } : k));
      await mutate<List>(
        passkeysKey,
        async (list) => {
          const saved = await renamePasskey(body);
          return list && { passkeys: named(saved.label)(list.passkeys) };
        },
        {
          optimisticData: (list) => ({ passkeys: named(body.label.trim())(list?.passkeys ?? []) }),
          rollbackOnError: true,
          revalidate: false,
        },
      );
      return true;
    },
    remove: async (body: RemovePasskeyRequest) => {
      await removePasskey(body);
      await update((keys) => keys.filter((k) => k.id !== body.id));
      return true;
    },
  };
}
