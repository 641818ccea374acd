import type { Brand } from '@portal/brands';
import type { Language } from '@portal/contract';
import { useEffect, useId, useRef } from 'react';
import { MESSAGE_CHANNELS, type MessageInput } from '../../apps/server/src/lib/messages/kinds';
import { renderEmail, renderSms } from '../../apps/server/src/lib/messages/render';
import { SMS_MAX_SEGMENTS, smsSegments } from '../../apps/server/src/lib/messages/sms';

/**
 * The email's HTML as a mail client shows it, in a shadow root: the portal's styles stay out, the email's
 * inline styles apply, and axe checks it with the story (an iframe's content it would not reach).
 */
function EmailHtml({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    (element.shadowRoot ?? element.attachShadow({ mode: 'open' })).innerHTML = html;
  }, [html]);
  return <div ref={host} role="group" aria-label={label} className="rounded border border-border" />;
}

/**
 * One message as the server sends it under a brand, in a language: the text (with its length in segments) and
 * the email (sender, subject, plain-text part, HTML part), rendered by the server's own renderer.
 */
export function MessagePreview({
  title,
  message,
  brand,
  language,
}: {
  title: string;
  message: MessageInput;
  brand: Brand;
  language: Language;
}) {
  const id = useId();
  const channels: readonly string[] = MESSAGE_CHANNELS[message.kind];
  const sms = channels.includes('sms') ? renderSms(message as never, brand, language) : undefined;
  const email = channels.includes('email') ? renderEmail(message as never, brand, language) : undefined;
  return (
    <div className="flex max-w-3xl flex-col gap-6 font-sans">
      <h1 className="text-2xl font-bold">{title}</h1>
      {sms !== undefined && (
        <section aria-labelledby={`${id}-sms`} className="flex flex-col gap-2">
          <h2 id={`${id}-sms`} className="text-xl font-bold">
            Text message
          </h2>
          <p className="max-w-sm rounded-lg bg-surface-muted p-3 whitespace-pre-wrap break-words">{sms}</p>
          <p className="text-sm text-on-surface-muted">
            {sms.length} characters, sent as {smsSegments(sms)} segment(s) (at most {SMS_MAX_SEGMENTS}).
          </p>
        </section>
      )}
      {email !== undefined && (
        <section aria-labelledby={`${id}-email`} className="flex flex-col gap-2">
          <h2 id={`${id}-email`} className="text-xl font-bold">
            Email
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-bold">From</dt>
            <dd>“{brand.name}” &lt;the address in SMTP_FROM, or this brand’s in SMTP_FROM_PER_BRAND&gt;</dd>
            <dt className="font-bold">Subject</dt>
            <dd>{email.subject}</dd>
          </dl>
          <h3 className="text-lg font-bold">Plain-text part</h3>
          <pre className="rounded border border-border p-3 font-sans whitespace-pre-wrap break-words">
            {email.text}
          </pre>
          <h3 className="text-lg font-bold">HTML part</h3>
          <EmailHtml html={email.html} label={`HTML part: ${email.subject}`} />
        </section>
      )}
    </div>
  );
}
