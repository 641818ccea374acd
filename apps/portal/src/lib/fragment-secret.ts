/**
 * The secret a link carries in its fragment (a share link's or an invitation's key, a "this wasn't me" token):
 * browsers never send the fragment to a server nor put it in a Referer. Undefined when the fragment holds none,
 * as when a link was cut short in a text message. Every such secret is 32 random bytes in base64url.
 */
export function secretFromFragment(hash: string): string | undefined {
  const secret = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(secret) ? secret : undefined;
}
