// Waiting for a server to answer and stopping a child process: shared by `npm start` (serve-platform.mjs) and the
// production shapes (deploy/).

/** A URL's status, 0 when it does not answer within 2 s. @param {string} url */
export async function fetchStatus(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** @param {() => Promise<boolean>} check @param {number} timeoutMs */
export async function waitUntil(check, timeoutMs, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

/**
 * Sends `signal` and waits for the exit, at most `graceMs`, then `kill`s.
 * @param {import('node:child_process').ChildProcess | undefined} child @param {NodeJS.Signals} signal @param {number} graceMs @param {() => void} [kill]
 */
export async function stopChild(child, signal, graceMs, kill = () => child?.kill('SIGKILL')) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  if (child.exitCode === null && child.signalCode === null) kill();
}
