import { describe, expect, it } from 'vitest';
import { brandDataElement, getBrand, type BrandServices } from '@portal/brands';
import { parseEnv } from './env';
import { brandInPage, thirdPartyServices } from './services';

const acme = getBrand('acme')!;
const page = (head: string) =>
  new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');
const build = parseEnv({ VITE_MIXPANEL_TOKEN: 'build-token', VITE_GOOGLE_MAPS_KEY: 'build-maps' });

describe('the third parties this portal uses', () => {
  it.each<[string, BrandServices | undefined, BrandServices]>([
    ['its brand’s own, as the server wrote them', { chatAppId: 'acme-chat' }, { chatAppId: 'acme-chat' }],
    ['none when the server gave its brand none, whatever the build says', undefined, {}],
  ])('[BRAND-1] %s', (_what, services, expected) => {
    const served = brandInPage(page(brandDataElement({ ...acme, ...(services ? { services } : {}) })));
    expect(served?.id).toBe('acme');
    expect(thirdPartyServices(served, build)).toEqual(expected);
  });

  it('the build’s, only on a page no server wrote a brand into (the dev server)', () => {
    expect(brandInPage(page(''))).toBeUndefined();
    expect(thirdPartyServices(undefined, build)).toEqual({
      mixpanelToken: 'build-token',
      googleMapsKey: 'build-maps',
    });
  });
});
