/**
 * A name as it may appear inside a text, an email or a page we send [issue 26 item 1]: plain words that cannot
 * carry a link, a line of their own or hidden text. Names are typed by whoever signs up or invites, so a name
 * like "IT-Support: your records are locked, visit http://evil.example" must not reach an inbox as a working
 * link under the portal's own domain. Every name put into a message goes through this, whatever the channel.
 *
 * - Control and format characters (line breaks, tabs, zero-width and bidi overrides) become spaces: no extra
 *   line, no text that reads backwards or hides a part of the name.
 * - A scheme (`http://`, `mailto:`, `javascript:`) is dropped; `/ \ @ < >` become spaces, so no path, address
 *   or tag survives.
 * - A full stop before a letter or digit is followed by a space ("evil. example"): mail and SMS apps link
 *   a bare domain, not words. "J.R. Smith" reads "J. R. Smith"; full stops other scripts use count too.
 */
export function plainName(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\p{L}[\p{L}\p{N}+.-]*:(\/\/)?(?=\S)/gu, '')
    .replace(/[/\\@<>]/g, ' ')
    .replace(/[.\u3002\uFF61](?=[\p{L}\p{N}])/gu, '. ')
    .replace(/\s+/g, ' ')
    .trim();
}
