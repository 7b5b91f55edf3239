// Where a CPU profile's time went (`node e2e/bench/summarise-cpu-profile.mjs <file.cpuprofile> [top]`):
// self time by function and by script, and the time of each script's top-level evaluation, so a
// profile from the lab (BENCH_CPU_PROFILE) can be read without DevTools.
import { readFileSync } from 'node:fs';

const [file, topArgument] = process.argv.slice(2);
if (!file) {
  console.error('usage: summarise-cpu-profile.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const selfMicros = new Map();
for (let index = 0; index < profile.samples.length; index += 1) {
  const id = profile.samples[index];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
}
const scriptOf = (node) => (node.callFrame.url || '(native)').replace(/^.*\//, '');
const nameOf = (node) => `${node.callFrame.functionName || '(anonymous)'} ${scriptOf(node)}:${node.callFrame.lineNumber + 1}`;
const add = (map, key, micros) => map.set(key, (map.get(key) ?? 0) + micros);

const byFunction = new Map();
const byScript = new Map();
// time under a script's top-level code (the module or chunk evaluating), by that script
const evaluation = new Map();
for (const [id, micros] of selfMicros) {
  const node = nodes.get(id);
  add(byFunction, nameOf(node), micros);
  add(byScript, scriptOf(node), micros);
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const frame = nodes.get(at).callFrame;
    if (frame.functionName === '' && frame.lineNumber === 0 && frame.columnNumber === 0 && frame.url) {
      add(evaluation, scriptOf(nodes.get(at)), micros);
      break;
    }
  }
}
// Busy stretches (samples with no idle between them) over 50 ms, the long tasks' likely shape, with
// the functions most of each stretch ran under (inclusive time, so a render shows as its root).
const stretches = [];
let current = null;
let clock = profile.startTime;
for (let index = 0; index < profile.samples.length; index += 1) {
  const delta = profile.timeDeltas[index + 1] ?? 0;
  const node = nodes.get(profile.samples[index]);
  if (node.callFrame.functionName === '(idle)') {
    if (current && current.micros > 50_000) stretches.push(current);
    current = null;
  } else {
    current ??= { at: clock - profile.startTime, micros: 0, under: new Map() };
    current.micros += delta;
    const seen = new Set();
    for (let at = node.id; at !== undefined; at = parentOf.get(at)) {
      const name = nameOf(nodes.get(at));
      if (!seen.has(name) && !name.startsWith('(root)')) add(current.under, name, delta);
      seen.add(name);
    }
  }
  clock += delta;
}
if (current && current.micros > 50_000) stretches.push(current);

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(micros / 1000).toFixed(1).padStart(9)} ms  ${key}`);
};
const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0);
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
print('self time by function', byFunction);
print('self time by script', byScript);
print("time under a script's top-level evaluation", evaluation);
console.log('\nbusy stretches over 50 ms (from the profile start), with what they ran under');
for (const stretch of stretches) {
  console.log(`${(stretch.at / 1000).toFixed(0).padStart(7)} ms  ${(stretch.micros / 1000).toFixed(0)} ms`);
  for (const [name, micros] of [...stretch.under].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`           ${(micros / 1000).toFixed(0).padStart(5)} ms  ${name}`);
}
