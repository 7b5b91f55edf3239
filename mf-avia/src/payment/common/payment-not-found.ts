import { isApiError, linkTo } from 'shared';
import { type NotFoundViewProps } from 'shared/resource-page';
import { PAYMENT_TEXTS } from '../payment-texts';

/**
 * An order or payment is addressed by its uuid alone, so 403 and 404 mean the same to the person: nothing here for them, and the
 * not-found view never hints whose it is (§D Orders: each call answers only to whom it belongs).
 */
export function isPaymentNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}

/** What the not-found view of every payment page says and where it leads. */
export const PAYMENT_NOT_FOUND: NotFoundViewProps = { hint: PAYMENT_TEXTS.notFoundHint, link: { to: linkTo('index'), label: PAYMENT_TEXTS.toHome } };
