// No async boundary chunk in the shell: it provides every library it starts with eagerly (hostFederation
// in tooling/federation-config.mjs), so main.js holds the whole start-up instead of a chunk found only
// after main.js has run. webpackMode "eager" keeps each import below in main.js (no request); the
// imports only decide when their modules run. `webpackExports: []`: a step only runs a module, it uses
// none of its exports, so it must not mark them all used (which keeps the whole of `shared` in a bundle
// that tree-shakes it: the one-bundle yardstick of e2e/bench grew 4.2 KB gzip so).
//
// The start-up runs its libraries' modules in tasks of their own, one after another, before the
// shell's: at a mid phone's speed react-dom, `shared` and the shell each take 40–70 ms to evaluate,
// and run as one task they blocked input for over 100 ms (Lighthouse's TBT). The browser may paint
// and handle input between them; the static frame is on screen all the while.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startInSteps(): Promise<void> {
  await nextTask(); // after main.js itself has been compiled and run
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: [] */ 'shared');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void startInSteps();
