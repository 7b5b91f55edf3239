// `shared/idempotent-action`: a button's action (busy, its failure in Russian), and one Idempotency-Key per
// press of an action that must happen once (pay, book, return tickets, exchange). Bundled by the pages with such an action.
export { isLostAnswer, keyedAction, newIdempotencyKey, useAction, useIdempotentAction } from '../ui/use-idempotent-action';
