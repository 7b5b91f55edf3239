import { platformBoot } from './platform-boot';

/**
 * API answers the shell's early script asked for before any bundle had run: the content of a content
 * page, fetched beside the shell instead of after the content area's code. Kept by the exact URL this
 * client would build, so the request it stands for is the same one; taken once.
 */

/** The early answer for `url`, once; undefined when the early script did not ask for it. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answers = platformBoot()?.api;
  const answer = answers?.[url];
  if (answers && answer) delete answers[url];
  return answer;
}

/**
 * The JSON of the early answer for `url` when it is already here (the early script has read it),
 * once, taking the answer itself with it; undefined otherwise. Unchecked: the caller checks it.
 */
export function takeEarlyAnswerJson(url: string): unknown {
  const boot = platformBoot();
  const json = boot?.parsed?.[url];
  if (!boot || json === undefined) return undefined;
  delete boot.parsed![url];
  if (boot.api) delete boot.api[url];
  return json;
}
