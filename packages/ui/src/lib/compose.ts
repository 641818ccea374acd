/**
 * Runs the consumer's handler first; ours runs only if theirs did not call preventDefault()
 * (the Radix convention, so a consumer can veto our behaviour).
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
