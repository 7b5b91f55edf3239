/**
 * A runtime file the server wrote into the page (`config.json`, the registry: tooling/shell-page.mjs),
 * parsed, the first time it is asked for; undefined where the page came without it (a dev server sends
 * index.html as built), was unreadable, or was taken already: the caller then fetches the file, so a
 * later ask (a 'Повторить') gets a fresh copy.
 */
const taken = new Set<string>();

export function takeJsonInPage(id: string): unknown {
  if (taken.has(id) || typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  taken.add(id);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Tests only: as a new page load would. */
export function forgetTakenJsonForTests(): void {
  taken.clear();
}
