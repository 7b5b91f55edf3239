/**
 * API answers the shell's early script (shell/src/boot/before-bundle.js) asked for before any bundle
 * had run: the content of a content page, fetched beside the shell instead of after the content
 * area's code (docs/architecture.md, "First paint"). Kept on `window.__PLATFORM_BOOT__.api` by the
 * exact URL this client would build, so the request it stands for is the same one; taken once.
 */
interface EarlyApiAnswers {
  api?: Record<string, Promise<Response> | undefined>;
}

/** The early answer for `url`, once; undefined when the early script did not ask for it. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answers = (globalThis as { __PLATFORM_BOOT__?: EarlyApiAnswers }).__PLATFORM_BOOT__?.api;
  const answer = answers?.[url];
  if (answers && answer) delete answers[url];
  return answer;
}
