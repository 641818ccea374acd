import { describe, expect, it, vi } from 'vitest';
import { analyticsInitOptions, createAnalytics } from './analytics';

/** The provider settings spec sections 1 and 9 ask for, as setting–value rows. */
const specSettings: [string, unknown][] = [
  ['debug', false],
  ['record_sessions_percent', 100],
  ['record_mask_all_inputs', true],
  ['record_mask_all_text', true],
  ['record_block_selector', 'img, video, audio, canvas, iframe'],
  ['record_console', false],
  ['record_network', false],
];

function fakeProvider() {
  return {
    init: vi.fn(),
    register: vi.fn(),
    track: vi.fn(),
    start_session_recording: vi.fn(),
    stop_session_recording: vi.fn(),
  };
}

describe('analytics', () => {
  it('[ANLY-1] initialises once per app load with the token, debug off, 100% recordings, everything masked', async () => {
    const provider = fakeProvider();
    const loadProvider = vi.fn(async () => provider as never);
    const analytics = createAnalytics({ token: 'tok_123', loadProvider });

    await analytics.init();
    await analytics.init();
    analytics.track('Viewed Home');
    await analytics.init();

    expect(loadProvider).toHaveBeenCalledTimes(1);
    expect(provider.init).toHaveBeenCalledTimes(1);
    expect(provider.init).toHaveBeenCalledWith(
      'tok_123',
      expect.objectContaining({
        ...Object.fromEntries(specSettings),
        property_blacklist: expect.arrayContaining(['email', 'date_of_birth', 'screener_name']),
      }),
    );
  });

  it('[ANLY-2] every event carries app_id "dashboard-ui"', async () => {
    const provider = fakeProvider();
    const analytics = createAnalytics({ token: 't', loadProvider: async () => provider as never });
    await analytics.init();
    analytics.track('Logged In', { method: 'sms' });
    await analytics.init();
    expect(provider.register).toHaveBeenCalledWith({ app_id: 'dashboard-ui' });
    expect(provider.track).toHaveBeenCalledWith('Logged In', { method: 'sms', app_id: 'dashboard-ui' });
  });

  it('[ANLY-2] [issue 25] every event carries the brand whose portal it is, when given', async () => {
    const provider = fakeProvider();
    const analytics = createAnalytics({
      token: 't',
      brand: 'acme',
      loadProvider: async () => provider as never,
    });
    analytics.track('Logged In', { method: 'sms' });
    await analytics.init();
    expect(provider.register).toHaveBeenCalledWith({ app_id: 'dashboard-ui', brand: 'acme' });
    expect(provider.track).toHaveBeenCalledWith('Logged In', {
      method: 'sms',
      app_id: 'dashboard-ui',
      brand: 'acme',
    });
  });

  it('[ANLY-3] track sends an event by name, with or without properties', async () => {
    const provider = fakeProvider();
    const analytics = createAnalytics({ token: 't', loadProvider: async () => provider as never });
    analytics.track('Opened Chat');
    await analytics.init();
    expect(provider.track).toHaveBeenCalledWith('Opened Chat', { app_id: 'dashboard-ui' });
  });

  it('[ANLY-4] the filtering track drops every deny-listed key, nested ones too', async () => {
    const provider = fakeProvider();
    const analytics = createAnalytics({ token: 't', loadProvider: async () => provider as never });
    const sensitive = {
      email: 'a@b.c',
      phone: '617-555-0100',
      first_name: 'Ana',
      last_name: 'Ruiz',
      middle_name: 'M',
      gender: 'f',
      dob: '1990-01-01',
      date_of_birth: '1990-01-01',
      sexAtBirth: 'f',
      providerId: 'p1',
      insurerName: 'Acme',
      zip: '02139',
      city: 'Boston',
      state: 'MA',
      address1: '1 Main St',
      addresses: [],
      screener_name: 'HbA1c',
    };
    analytics.trackFiltered('Saved Profile', { ...sensitive, step: 'names', nested: { email: 'x', ok: 1 } });
    await analytics.init();
    expect(provider.track).toHaveBeenCalledWith('Saved Profile', {
      step: 'names',
      nested: { ok: 1 },
      app_id: 'dashboard-ui',
    });
  });

  it.each([
    [
      'the id token’s claim names',
      {
        profile: {
          given_name: 'Ana',
          family_name: 'Ruiz',
          phone_number: '617-555-0100',
          birthdate: '1990-01-01',
        },
      },
    ],
    [
      'another spelling of a listed key',
      { firstName: 'Ana', 'Last-Name': 'Ruiz', EMAIL: 'a@b.c', DateOfBirth: '1990-01-01' },
    ],
    [
      'secrets',
      {
        password: 'Tr0ub4dor&3-long',
        code: '123456',
        ssn: '123-45-6789',
        ssn_last4: '6789',
        access_token: 'ey…',
      },
    ],
    [
      'the rest of an address',
      { primary: { address1: '1 Main St', address2: 'Apt 2', street: '1 Main St' } },
    ],
  ])('[ANLY-4] the filtering track drops personal values under %s too', async (_what, personal) => {
    const provider = fakeProvider();
    const analytics = createAnalytics({ token: 't', loadProvider: async () => provider as never });
    analytics.trackFiltered('Screen Used', { ...personal, step: 'names' });
    await analytics.init();
    const sent = JSON.stringify(provider.track.mock.calls);
    for (const value of JSON.stringify(personal).match(/"[^"]{4,}"(?!:)/g) ?? [])
      expect(sent).not.toContain(value);
    expect(provider.track).toHaveBeenCalledWith('Screen Used', expect.objectContaining({ step: 'names' }));
  });

  it('[ANLY-5] with no token nothing is loaded or sent', async () => {
    const loadProvider = vi.fn();
    const analytics = createAnalytics({ token: undefined, loadProvider });
    await analytics.init();
    analytics.track('Anything', { a: 1 });
    analytics.trackFiltered('Anything');
    await analytics.init();
    expect(loadProvider).not.toHaveBeenCalled();
  });

  const KEY = 'Xy0MvvVrFM9CBbZ0GmyMsKKBnU3FyodMQKTMgcLsZ34';
  const at = (address: string) => `https://portal.example.com${address}`;

  it.each([
    ['a share link', `/shared#${KEY}`],
    ['an invitation', `/home/sharing/accept#${KEY}`],
    ['a reset link', '/reset-password?token=abc123'],
    ['login on the way to an invitation', `/login?next=%2Fhome%2Fsharing%2Faccept%23${KEY}`],
  ])(
    '[ANLY-5] opened at %s, nothing is loaded (the recorder would read the address); events wait for an ordinary page',
    async (_what, address) => {
      let here = at(address);
      const provider = fakeProvider();
      const loadProvider = vi.fn(async () => provider as never);
      const analytics = createAnalytics({ token: 't', loadProvider, address: () => here });
      await analytics.init();
      analytics.track('Login Submitted');
      await analytics.init();
      expect(loadProvider).not.toHaveBeenCalled();

      here = at('/home');
      analytics.page(here);
      await vi.waitFor(() =>
        expect(provider.track).toHaveBeenCalledWith('Login Submitted', expect.anything()),
      );
      expect(provider.init).toHaveBeenCalledTimes(1);
    },
  );

  it('[ANLY-5] the recorder stops on arriving at a secret-bearing page and starts again after it', async () => {
    let here = at('/home');
    const provider = fakeProvider();
    const analytics = createAnalytics({
      token: 't',
      loadProvider: async () => provider as never,
      address: () => here,
    });
    await analytics.init();
    const visit = (address: string) => analytics.page((here = at(address)));
    visit('/home/medications');
    visit('/reset-password');
    visit('/reset-password?lng=es');
    expect(provider.stop_session_recording).toHaveBeenCalledTimes(1);
    visit('/login');
    expect(provider.start_session_recording).toHaveBeenCalledTimes(1);
    visit('/home/timeline?q=Metformin');
    expect(provider.stop_session_recording).toHaveBeenCalledTimes(2);
  });

  it('[ANLY-5] a page changed while the SDK downloaded: it is not started there', async () => {
    let here = at('/login');
    const provider = fakeProvider();
    let loaded: (value: never) => void = () => undefined;
    const analytics = createAnalytics({
      token: 't',
      loadProvider: () => new Promise((resolve) => (loaded = resolve)),
      address: () => here,
    });
    const init = analytics.init();
    here = at('/reset-password');
    loaded(provider as never);
    await init;
    expect(provider.init).not.toHaveBeenCalled();
    analytics.page((here = at('/login')));
    await vi.waitFor(() => expect(provider.init).toHaveBeenCalledTimes(1));
  });

  it('[ANLY-5] every event leaves with its addresses cleaned, as the SDK hands it over', () => {
    const event = {
      event: 'Login Submitted',
      properties: { $current_url: at(`/shared#${KEY}`), $referrer: at('/reset-password?token=abc'), a: 1 },
    };
    expect(analyticsInitOptions.hooks.before_send_events(event)).toEqual({
      event: 'Login Submitted',
      properties: { $current_url: at('/shared'), $referrer: at('/reset-password'), a: 1 },
    });
  });

  it('sends to the configured host instead of the provider’s own', async () => {
    const provider = fakeProvider();
    const analytics = createAnalytics({
      token: 't',
      apiHost: 'https://mp.example.com',
      loadProvider: async () => provider as never,
    });
    await analytics.init();
    expect(provider.init).toHaveBeenCalledWith(
      't',
      expect.objectContaining({ api_host: 'https://mp.example.com' }),
    );
  });
});
