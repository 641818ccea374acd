import { brandServicesSchema, type Brand, type BrandServices } from '@portal/brands';
import type { ThirdParties } from '../config.js';
import { ConfigError } from '../lib/config-error.js';

/**
 * The services that travel together: a token with the host its events go to, a chat app with its loader. Each
 * group comes whole from one source, so a brand's token never sends to another's collector.
 */
const GROUPS: (keyof BrandServices)[][] = [
  ['mixpanelToken', 'mixpanelApiHost'],
  ['chatAppId', 'chatScriptUrl'],
  ['googleMapsKey'],
];

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** `BRAND_ACME_LAB_PARTNER_URL` for the brand `acme` and the setting `LAB_PARTNER_URL` (`-` in an id is `_`). */
export const brandVariable = (brandId: string, setting: string): string =>
  `BRAND_${brandId.toUpperCase().replace(/-/g, '_')}_${setting}`;

/** `BRAND_ACME_MIXPANEL_TOKEN` for the brand `acme` and the service `mixpanelToken`. */
export const brandServiceVariable = (brandId: string, name: keyof BrandServices): string =>
  brandVariable(brandId, snake(name));

/** The brand's own overrides from the environment, checked as a brand file's are; a bad one names its variable. */
function servicesFromEnv(brandId: string, env: NodeJS.ProcessEnv): BrandServices {
  const given = Object.fromEntries(
    Object.keys(brandServicesSchema.shape)
      .map((name) => [name, env[brandServiceVariable(brandId, name as keyof BrandServices)]?.trim()] as const)
      .filter(([, value]) => value),
  );
  const parsed = brandServicesSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (issue) => `  ${brandServiceVariable(brandId, issue.path[0] as keyof BrandServices)}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * The third parties a brand's portal uses, by group: the deployment's environment for this brand
 * (`BRAND_<ID>_…`), else the brand file's `services`, else the deployment-wide settings (`deployment`, the
 * VITE_… variables every brand shared before brands had their own).
 */
export function brandServices(
  brand: Brand,
  env: NodeJS.ProcessEnv,
  deployment: BrandServices,
): BrandServices {
  const sources = [servicesFromEnv(brand.id, env), brand.services ?? {}, deployment];
  const services: BrandServices = {};
  for (const group of GROUPS) {
    const source = sources.find((candidate) => candidate[group[0]!] !== undefined);
    for (const name of group) if (source?.[name] !== undefined) services[name] = source[name];
  }
  return services;
}

/** The chat provider's messenger loader for an app id (the portal's supportChatScriptUrl() agrees). */
export const defaultChatScriptUrl = (appId: string): string =>
  `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;

/** What a brand's pages load, for its Content-Security-Policy; Onfido is the deployment's, shared by every brand. */
export function brandThirdParties(services: BrandServices, onfido: boolean): ThirdParties {
  return {
    mixpanel: Boolean(services.mixpanelToken),
    mixpanelApiHost: services.mixpanelToken ? services.mixpanelApiHost : undefined,
    googleMaps: Boolean(services.googleMapsKey),
    onfido,
    chatScriptUrl: services.chatAppId
      ? (services.chatScriptUrl ?? defaultChatScriptUrl(services.chatAppId))
      : undefined,
  };
}
