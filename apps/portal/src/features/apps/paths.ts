import { paths } from '../../config/paths';

/** An app's consent screen: where the authorization server sends the browser with its request's id. */
export const appsPaths = {
  authorize: paths.appAuthorization,
  authorizePattern: '/apps/authorize/:uid',
} as const;
