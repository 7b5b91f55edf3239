// The repository's commands read their flags with node:util parseArgs through this one call, so every
// command refuses an unknown flag or a flag without its value the same way: with a message naming it.
import { parseArgs } from 'node:util';

/**
 * Flags and positionals of `args`; throws an Error saying which flag is unknown or lacks its value.
 * @template {NonNullable<import('node:util').ParseArgsConfig['options']>} Options
 * @param {string[]} args @param {Options} options
 */
export function commandLine(args, options) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const { code, message } = /** @type {Error & { code?: string }} */ (error);
    const flag = /'(-[\w-]+)/.exec(message)?.[1] ?? message;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new Error(message.includes('does not take') ? `${flag} не берёт значения` : `${flag}: нужно значение`);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new Error(`неизвестный флаг ${flag}`);
    throw error;
  }
}

/**
 * The same for a command's own entry: a refused command line prints why and the usage, and exits 2.
 * @template {NonNullable<import('node:util').ParseArgsConfig['options']>} Options
 * @param {Options} options @param {string} usage
 */
export function commandLineOrExit(options, usage, args = process.argv.slice(2)) {
  try {
    return commandLine(args, options);
  } catch (error) {
    console.error(`${/** @type {Error} */ (error).message}\n${usage}`);
    return process.exit(2);
  }
}
