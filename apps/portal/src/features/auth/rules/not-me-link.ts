/**
 * The token of a "this wasn't me" link (`/not-me#<token>`): in the fragment, which browsers never send to a server
 * nor put in a Referer. Undefined when the fragment holds none (a link cut short in a text message).
 */
export function notMeToken(hash: string): string | undefined {
  const token = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}
