// The part of valibot the platform's browser code calls, as the shared module `valibot` in production.
// A shared module keeps every export (the share scope cannot know what the other bundles call), so the
// whole library would load on every page; this entry offers only the names in use, and the shell's
// copy then serves every area instead of each route chunk carrying its own (docs/architecture.md).
// tooling/__tests__/valibot-platform.test.mjs fails when any package (or the form resolver) calls a
// name missing here: add it to this list then. Areas check it against the deployed shell's list as they
// do `shared`'s names (tooling/shared-surface.mjs).
export {
  array,
  boolean,
  check,
  email,
  forward,
  getDotPath,
  integer,
  isoTimestamp,
  literal,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  parse,
  partialCheck,
  picklist,
  pipe,
  rawCheck,
  rawTransform,
  record,
  regex,
  required,
  safeParse,
  safeParseAsync,
  string,
  toLowerCase,
  toUpperCase,
  transform,
  trim,
  undefined,
  union,
  unknown,
  url,
  uuid,
} from 'valibot-build';
