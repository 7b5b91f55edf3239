// The cluster's machines: each a Linux network namespace with its own address on one private subnet,
// joined by veth pairs to a bridge (deploy/README.md, "Cluster"). No namespace has a route out: the
// only traffic is between the machines (and from this machine's side of the bridge, for the
// operator's browser and the tests). Needs root and iproute2. node: modules only.
import { spawnSync } from 'node:child_process';

/** The subnet's first three bytes; the bridge (this machine's side) is .1. */
export const SUBNET = '10.77.0';
export const BRIDGE = 'cl-br0';
export const BRIDGE_ADDRESS = `${SUBNET}.1`;

/**
 * The machines, by role: name (the namespace is `cl-<name>`) and address.
 * @type {Record<'front' | 'dcs' | 'db1' | 'db2' | 'app1' | 'app2', { namespace: string, address: string }>}
 */
export const machines = {
  front: { namespace: 'cl-front', address: `${SUBNET}.10` },
  dcs: { namespace: 'cl-dcs', address: `${SUBNET}.20` },
  db1: { namespace: 'cl-db1', address: `${SUBNET}.21` },
  db2: { namespace: 'cl-db2', address: `${SUBNET}.22` },
  app1: { namespace: 'cl-app1', address: `${SUBNET}.31` },
  app2: { namespace: 'cl-app2', address: `${SUBNET}.32` },
};

/** @param {string[]} args @param {{ allowFailure?: boolean }} [options] */
function ip(args, options = {}) {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  if (result.status !== 0 && !options.allowFailure) throw new Error(`ip ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The veth end inside the namespace is `eth0`; the bridge's end is named after the machine. @param {string} namespace */
const bridgeEnd = (namespace) => `${namespace}-br`.slice(0, 15);

/** Makes the bridge and every machine (after removing what a killed run left). */
export function createMachines() {
  removeMachines();
  ip(['link', 'add', BRIDGE, 'type', 'bridge']);
  ip(['addr', 'add', `${BRIDGE_ADDRESS}/24`, 'dev', BRIDGE]);
  ip(['link', 'set', BRIDGE, 'up']);
  for (const { namespace, address } of Object.values(machines)) {
    ip(['netns', 'add', namespace]);
    ip(['netns', 'exec', namespace, 'ip', 'link', 'set', 'lo', 'up']);
    ip(['link', 'add', bridgeEnd(namespace), 'type', 'veth', 'peer', 'name', 'eth0', 'netns', namespace]);
    ip(['link', 'set', bridgeEnd(namespace), 'master', BRIDGE, 'up']);
    ip(['netns', 'exec', namespace, 'ip', 'addr', 'add', `${address}/24`, 'dev', 'eth0']);
    ip(['netns', 'exec', namespace, 'ip', 'link', 'set', 'eth0', 'up']);
  }
}

/** The processes running in a namespace (every one started there, whatever its parent). @param {string} namespace */
export function processesIn(namespace) {
  return ip(['netns', 'pids', namespace], { allowFailure: true })
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0);
}

/** Kills every process of a machine at once, as a power cut would. @param {string} namespace */
export function killMachine(namespace) {
  for (const pid of processesIn(namespace)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * Cuts (or restores) the network between a machine and some addresses: a blackhole route in the
 * machine's namespace, so its packets to them vanish as on a broken link (no refusal comes back).
 * @param {string} namespace @param {string[]} addresses @param {boolean} cut
 */
export function cutNetwork(namespace, addresses, cut) {
  for (const address of addresses) {
    ip(['netns', 'exec', namespace, 'ip', 'route', cut ? 'replace' : 'del', 'blackhole', `${address}/32`], { allowFailure: !cut });
  }
}

/** Kills every process of every machine and removes the namespaces and the bridge. */
export function removeMachines() {
  for (const { namespace } of Object.values(machines)) {
    killMachine(namespace);
    ip(['link', 'del', bridgeEnd(namespace)], { allowFailure: true });
    ip(['netns', 'del', namespace], { allowFailure: true });
  }
  ip(['link', 'del', BRIDGE], { allowFailure: true });
}

/** The command line that runs a program on a machine. @param {string} namespace @param {string} command @param {string[]} args */
export const onMachine = (namespace, command, args) => /** @type {const} */ (['ip', ['netns', 'exec', namespace, command, ...args]]);
