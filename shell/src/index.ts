// No async boundary chunk: the shell provides its libraries eagerly (hostFederation in
// tooling/federation-config.mjs), and webpackMode "eager" keeps each import below in main.js; the imports
// only decide when their modules run. `webpackExports: []` (a step uses none of a module's exports)
// keeps a bundle that tree-shakes `shared` from keeping all of it. Each library runs in a task of its
// own, so the browser may handle input between them while the static frame is on screen.
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
