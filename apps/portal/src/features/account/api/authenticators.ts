import useSWR, { useSWRConfig } from 'swr';
import type { Authenticator, NewAuthenticator, RenameAuthenticatorRequest } from '@portal/contract';
import { api } from '../../../lib/api';

export const authenticatorsKey = '/v1/account/authenticators';
type List = { authenticators: Authenticator[] };

export const getAuthenticators = () => api.get<List>(authenticatorsKey);
export const addAuthenticator = (body: { label: string; mfa_token: string; code: string }) =>
  api.post<NewAuthenticator>(authenticatorsKey, body);
export const confirmAuthenticator = (body: { id: string; code: string }) =>
  api.patch<Authenticator>(authenticatorsKey, body);
export const renameAuthenticator = (body: RenameAuthenticatorRequest) =>
  api.put<Authenticator>(authenticatorsKey, body);
export const removeAuthenticator = (body: { id: string; code: string }) =>
  api.delete<{ removed: true }>(authenticatorsKey, body);

/** [PROF-7] The patient's authenticator apps. */
export function useAuthenticators() {
  return useSWR(authenticatorsKey, getAuthenticators, { onError: () => undefined });
}

/**
 * [PROF-7] Changes to the apps, each putting its answer into the list: a rename shows at once and is put back
 * if refused; an add, confirm or removal shows once the server agreed (each needs a code it checks).
 */
export function useAuthenticatorChanges() {
  const { mutate } = useSWRConfig();
  const update = (change: (apps: Authenticator[]) => Authenticator[]) =>
    mutate(authenticatorsKey, (list?: List) => list && { authenticators: change(list.authenticators) }, {
      revalidate: false,
    });
  const replace = (app: Authenticator) => (apps: Authenticator[]) =>
    apps.some((a) => a.id === app.id) ? apps.map((a) => (a.id === app.id ? app : a)) : [...apps, app];
  return {
    add: async (body: Parameters<typeof addAuthenticator>[0]) => {
      const added = await addAuthenticator(body);
      await update(replace(added));
      return added;
    },
    confirm: async (body: { id: string; code: string }) => update(replace(await confirmAuthenticator(body))),
    rename: async (body: RenameAuthenticatorRequest) => {
      const renamed = (apps: Authenticator[]) =>
        apps.map((a) => (a.id === body.id ? { ...a, label: body.label.trim() } : a));
      await mutate<List>(
        authenticatorsKey,
        async (list) => {
          const saved = await renameAuthenticator(body);
          return list && { authenticators: replace(saved)(list.authenticators) };
        },
        {
          optimisticData: (list) => ({ authenticators: renamed(list?.authenticators ?? []) }),
          rollbackOnError: true,
          revalidate: false,
        },
      );
      return true;
    },
    remove: async (body: { id: string; code: string }) => {
      await removeAuthenticator(body);
      await update((apps) => apps.filter((a) => a.id !== body.id));
    },
  };
}
