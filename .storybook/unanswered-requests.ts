/**
 * A story's API request that none of its handlers answers goes on to the network, where nothing serves the API:
 * it fails as "Network Error", and the screen's error toast then shows on whatever the canvas holds by then (a
 * later story, a later story's picture in the visual run). So such a request fails the story that sent it, named,
 * and the story answers it: with data, an error, or `pending` for a loading state.
 */
const API_PATH = /^\/v1\//;

let unanswered: string[] = [];

/** MSW's `onUnhandledRequest`: notes an API request no handler answered (other requests are the page's own). */
export function noteUnansweredRequest(request: Request): void {
  const { pathname } = new URL(request.url);
  if (API_PATH.test(pathname)) unanswered.push(`${request.method} ${pathname}`);
}

/** Before each story: what earlier stories sent is theirs. */
export function forgetUnansweredRequests(): void {
  unanswered = [];
}

/** After each story: throws naming every API request of the story that no handler answered. */
export function failOnUnansweredRequests(): void {
  const named = [...new Set(unanswered)];
  unanswered = [];
  if (named.length > 0)
    throw new Error(
      `No handler answered the story's API requests (add them to parameters.msw): ${named.join(', ')}`,
    );
}
