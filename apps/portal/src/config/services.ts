import { BRAND_ELEMENT_ID, type Brand, type BrandServices } from '@portal/brands';
import { env, type Env } from './env';

/** The brand the server wrote into this page for its host, if one did (Vite's dev server writes none). */
export function brandInPage(doc: Document = document): Brand | undefined {
  const json = doc.getElementById(BRAND_ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as Brand) : undefined;
}

/**
 * The third parties this portal uses, by their public ids: its brand's, as the server wrote them into the page at
 * its start (per brand, so no rebuild for a new partner or a new token; nothing when the brand has none). Only a
 * page no server wrote (Vite's dev server) falls back to the build's VITE_… settings.
 */
export function thirdPartyServices(page: Brand | undefined, build: Env): BrandServices {
  if (page) return page.services ?? {};
  const fromBuild: BrandServices = {
    mixpanelToken: build.VITE_MIXPANEL_TOKEN,
    mixpanelApiHost: build.VITE_MIXPANEL_API_HOST,
    chatAppId: build.VITE_CHAT_APP_ID,
    chatScriptUrl: build.VITE_CHAT_SCRIPT_URL,
    googleMapsKey: build.VITE_GOOGLE_MAPS_KEY,
  };
  return Object.fromEntries(Object.entries(fromBuild).filter(([, value]) => value !== undefined));
}

// The build's prerender of the login page runs without a document: no page, no brand in it
export const services: BrandServices = thirdPartyServices(
  typeof document === 'undefined' ? undefined : brandInPage(),
  env,
);
