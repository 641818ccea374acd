import { describe, expect, it, vi } from 'vitest';

const provider = vi.hoisted(() => ({ init: vi.fn(), register: vi.fn(), track: vi.fn() }));
vi.mock('mixpanel-browser', () => ({ default: provider }));
vi.mock('../config/services', () => ({ services: { mixpanelToken: 'tok_app' } }));

describe("the app's analytics", () => {
  it('[ANLY-4] every event the app tracks leaves its deny-listed keys behind', async () => {
    const { analytics } = await import('./tracking');
    await analytics.init();
    analytics.track('Logged In', {
      method: 'sms',
      email: 'rosa@example.com',
      patient: { date_of_birth: 'x' },
    });
    await vi.waitFor(() => expect(provider.track).toHaveBeenCalled());
    expect(provider.track).toHaveBeenCalledWith('Logged In', {
      method: 'sms',
      patient: {},
      app_id: 'dashboard-ui',
      // [issue 25] the portal of this page's host (localhost: the default brand)
      brand: 'carebridge',
    });
  });
});
