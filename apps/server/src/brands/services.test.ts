import { describe, expect, it } from 'vitest';
import { getBrand, type BrandServices } from '@portal/brands';
import { ConfigError } from '../config.js';
import { brandServices, brandServiceVariable, brandThirdParties } from './services.js';

const acme = getBrand('acme')!;
const deployment: BrandServices = {
  mixpanelToken: 'all',
  mixpanelApiHost: 'https://mp.all.example',
  googleMapsKey: 'all-maps',
};

describe('a brand’s third parties', () => {
  it.each<[string, BrandServices | undefined, NodeJS.ProcessEnv, BrandServices]>([
    ['the deployment’s, for a brand with none of its own', undefined, {}, deployment],
    [
      'the brand file’s over the deployment’s, a token with its own host or none (never another’s collector)',
      { mixpanelToken: 'acme-file' },
      {},
      { mixpanelToken: 'acme-file', googleMapsKey: 'all-maps' },
    ],
    [
      'the environment’s for this brand over its file',
      { mixpanelToken: 'acme-file', chatAppId: 'acme-chat' },
      { BRAND_ACME_MIXPANEL_TOKEN: 'acme-env', BRAND_ACME_MIXPANEL_API_HOST: 'https://mp.acme.example' },
      {
        mixpanelToken: 'acme-env',
        mixpanelApiHost: 'https://mp.acme.example',
        chatAppId: 'acme-chat',
        googleMapsKey: 'all-maps',
      },
    ],
    [
      'not another brand’s variables',
      undefined,
      { BRAND_SUNRISE_GOOGLE_MAPS_KEY: 'sunrise-maps' },
      deployment,
    ],
  ])('%s', (_what, file, env, expected) => {
    expect(brandServices({ ...acme, ...(file ? { services: file } : {}) }, env, deployment)).toEqual(
      expected,
    );
  });

  it('names a bad variable, checked as a brand file is', () => {
    const env = { BRAND_ACME_MIXPANEL_API_HOST: 'http://mp.acme.example' };
    expect(() => brandServices(acme, env, {})).toThrow(ConfigError);
    expect(() => brandServices(acme, env, {})).toThrow(
      'BRAND_ACME_MIXPANEL_API_HOST: must be an https origin',
    );
  });

  it.each([
    ['acme', 'mixpanelToken', 'BRAND_ACME_MIXPANEL_TOKEN'],
    ['new-co', 'googleMapsKey', 'BRAND_NEW_CO_GOOGLE_MAPS_KEY'],
  ] as const)('%s’s %s is read from %s', (id, name, variable) => {
    expect(brandServiceVariable(id, name)).toBe(variable);
  });

  it('what its pages load, for its policy: the chat provider’s loader by default', () => {
    expect(brandThirdParties({ chatAppId: 'abc' }, false)).toEqual({
      mixpanel: false,
      mixpanelApiHost: undefined,
      googleMaps: false,
      onfido: false,
      chatScriptUrl: 'https://widget.intercom.io/widget/abc',
    });
  });
});
