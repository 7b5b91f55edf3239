/**
 * API answers the shell's early script (shell/src/boot/before-bundle.js) asked for before any bundle
 * had run: the content of a content page, fetched beside the shell instead of after the content
 * area's code (docs/architecture.md, "First paint"). Kept on `window.__PLATFORM_BOOT__.api` by the
 * exact URL this client would build, so the request it stands for is the same one; taken once.
 */
interface EarlyApiAnswers {
  api?: Record<string, Promise<Response> | undefined>;
  /** The JSON of a successful early answer, once the early script has read it (to paint the page). */
  parsed?: Record<string, unknown>;
}

function earlyAnswers(): EarlyApiAnswers | undefined {
  return (globalThis as { __PLATFORM_BOOT__?: EarlyApiAnswers }).__PLATFORM_BOOT__;
}

/** The early answer for `url`, once; undefined when the early script did not ask for it. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answers = earlyAnswers()?.api;
  const answer = answers?.[url];
  if (answers && answer) delete answers[url];
  return answer;
}

/**
 * The JSON of the early answer for `url` when it is already here (the early script has read it),
 * once, taking the answer itself with it; undefined otherwise. Unchecked: the caller checks it.
 */
export function takeEarlyJson(url: string): unknown {
  const boot = earlyAnswers();
  const json = boot?.parsed?.[url];
  if (json === undefined) return undefined;
  delete boot!.parsed![url];
  if (boot?.api) delete boot.api[url];
  return json;
}
