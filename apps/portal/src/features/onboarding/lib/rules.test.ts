import { describe, expect, it, vi } from 'vitest';
import { onfidoInitOptions, onfidoLocale } from './onfido-options';
import { verificationRoute } from './verification-result';

describe('Onfido SDK options', () => {
  const callbacks = { onComplete: vi.fn(), onError: vi.fn(), onUserExit: vi.fn() };

  it('[IDV-2] carries the application id, cross-device on, QR code and SMS off, the locale and a verbose theme', () => {
    const options = onfidoInitOptions(
      { sdk_token: 'sdk-token', application_id: 'app-1' },
      'es',
      'onfido-mount',
      callbacks,
    );
    expect(options).toEqual({
      token: 'sdk-token',
      applicationId: 'app-1',
      containerId: 'onfido-mount',
      crossDevicePolicy: 'enable',
      _crossDeviceLinkMethods: ['copy_link'],
      language: 'es_ES',
      theme: { name: 'light', config: { verbose: true } },
      steps: ['welcome', 'document', 'face', 'complete'],
      ...callbacks,
    });
    expect(options._crossDeviceLinkMethods).not.toContain('qr_code');
    expect(options._crossDeviceLinkMethods).not.toContain('sms');
  });

  it('[IDV-2] leaves the application id out when the server has none', () => {
    const options = onfidoInitOptions({ sdk_token: 't', application_id: null }, 'en', 'm', callbacks);
    expect(options).not.toHaveProperty('applicationId');
  });

  it.each([
    ['en', 'en_US'],
    ['en-GB', 'en_US'],
    ['es', 'es_ES'],
    ['es-MX', 'es_ES'],
    ['fr', 'en_US'],
  ])('[IDV-2] language %s gives Onfido locale %s', (language, locale) => {
    expect(onfidoLocale(language)).toBe(locale);
  });
});

describe('verification result', () => {
  it.each([
    [{ result: { success: true } }, 'passed'],
    [{ result: { success: false } }, 'failed'],
    [{ result: { success: 'true' } }, 'failed'],
    [{ result: {} }, 'failed'],
    [{}, 'failed'],
    [null, 'failed'],
    [undefined, 'failed'],
    [{ error: 'IDV_ATTEMPTS_EXCEEDED - Too many attempts' }, 'failed'],
  ])('[IDV-3] [ERR-3] %j is %s', (response, route) => {
    expect(verificationRoute(response)).toBe(route);
  });
});
