// `shared/idempotent-action`: one Idempotency-Key per press of an action that must happen once
// (pay, book, return tickets, exchange). Bundled by the pages with such an action.
export { isLostAnswer, keyedAction, newIdempotencyKey, useIdempotentAction } from '../ui/use-idempotent-action';
