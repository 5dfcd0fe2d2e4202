// The shell's own background checks (the server's health, the live build) wait for the browser's first idle
// moment after the start. The page has just come from the server, so neither has news yet; made at once they
// were two requests inside the start's busiest task on a slow phone (issue 26 §0).

const AT_THE_LATEST_MS = 3000;

/** Runs `work` once the browser is idle (within 3 s); returns a cancel. */
export function afterStart(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: AT_THE_LATEST_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, AT_THE_LATEST_MS / 3); // Safari has no requestIdleCallback
  return () => clearTimeout(id);
}
