import { describe, expect, it } from 'vitest';
import { brandDataElement, brands, faviconDataUri, resolveBrand, type Brand } from '@portal/brands';
import { applyBrand, isFramed, pageBrand } from './environment';
import { isChatPage, syncSupportChat } from './support-chat';

describe('iframe detection', () => {
  it('[IFRAME-1] the top window is not framed', () => {
    expect(isFramed(window)).toBe(false);
  });

  it('[IFRAME-1] a window whose top is another window is framed, and so is one whose top is unreadable', () => {
    expect(isFramed({ self: 1, top: 2 } as unknown as Window)).toBe(true);
    const crossOrigin = {
      self: 1,
      get top() {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(isFramed(crossOrigin as unknown as Window)).toBe(true);
  });
});

describe('branding', () => {
  it('[BRAND-1] themes the document with the brand of the host, its title and its favicon as icon', () => {
    const acme = resolveBrand('acme.localhost');
    applyBrand(acme);
    expect(acme.id).toBe('acme');
    expect(document.documentElement.dataset.brand).toBe('acme');
    expect(document.title).toBe(acme.name);
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(faviconDataUri(acme));
  });

  it('[BRAND-1] takes the brand the server wrote into the page, one no build has seen too', () => {
    const newco: Brand = { ...resolveBrand('acme.localhost'), id: 'newco', name: 'New Co <Health>' };
    const page = new DOMParser().parseFromString(
      `<html><head>${brandDataElement(newco)}</head><body></body></html>`,
      'text/html',
    );
    expect(pageBrand(page, 'newco.localhost')).toEqual(newco);
  });

  it('[BRAND-1] without a brand in the page (the dev server), the bundled brand of the host', () => {
    const page = new DOMParser().parseFromString('<html><body></body></html>', 'text/html');
    expect(pageBrand(page, 'sunrise.localhost').id).toBe('sunrise');
  });

  it('[BRAND-2] ships the default brand and at least two partner brands', () => {
    expect(resolveBrand('localhost').id).not.toBe('acme');
    expect(brands.length).toBeGreaterThanOrEqual(3);
  });
});

describe('support chat', () => {
  it('[CHAT-1] loads the messenger on a page other than /chat, once', () => {
    syncSupportChat({ appId: 'abc123' }, '/home');
    syncSupportChat({ appId: 'abc123' }, '/home/trends');
    const scripts = document.querySelectorAll('script#support-chat-loader');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://widget.intercom.io/widget/abc123');
    scripts[0]?.remove();
  });

  it('[CHAT-1] does not load the messenger on /chat, nor without an app id', () => {
    syncSupportChat({ appId: 'abc123' }, '/chat');
    syncSupportChat({ appId: undefined }, '/home');
    expect(document.querySelector('script#support-chat-loader')).toBeNull();
    expect(isChatPage('/chat')).toBe(true);
    expect(isChatPage('/chatter')).toBe(false);
  });
});
