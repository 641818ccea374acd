/**
 * The support chat provider's messenger (an Intercom-style loader): configured by an app id, loaded on every page
 * except /chat [CHAT-1]. Without an app id nothing is loaded and /chat shows the brand's support contacts.
 */
export interface SupportChatConfig {
  appId: string | undefined;
  scriptUrl?: string | undefined;
}

type Messenger = ((command: string, options?: Record<string, unknown>) => void) & { q?: unknown[] };
declare global {
  interface Window {
    Intercom?: Messenger;
    intercomSettings?: Record<string, unknown>;
  }
}

const SCRIPT_ID = 'support-chat-loader';

export function supportChatScriptUrl({ appId, scriptUrl }: SupportChatConfig): string | undefined {
  if (!appId) return undefined;
  return scriptUrl ?? `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
}

export function isChatPage(path: string): boolean {
  return path === '/chat' || path.startsWith('/chat/');
}

/** Loads the messenger once (never on /chat) and hides its launcher while the patient is on /chat. */
export function syncSupportChat(config: SupportChatConfig, path: string, doc: Document = document): void {
  const src = supportChatScriptUrl(config);
  if (!src) return;
  const onChatPage = isChatPage(path);
  const loaded = doc.getElementById(SCRIPT_ID);
  if (loaded) {
    window.Intercom?.('update', { hide_default_launcher: onChatPage });
    return;
  }
  if (onChatPage) return;
  // The messenger queues calls made before its script arrives
  const queue: unknown[] = [];
  const stub: Messenger = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
  window.Intercom ??= stub;
  window.intercomSettings = { app_id: config.appId, hide_default_launcher: false };
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}
