// No async boundary chunk in the shell: it provides every library it starts with eagerly (hostFederation
// in tooling/federation-config.mjs), so main.js holds the whole start-up instead of a chunk found only
// after main.js has run. The start-up still runs in a task of its own (webpackMode "eager": same file,
// no request), so the browser is not blocked by compiling main.js and running the shell in one long task.
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'), 0);
