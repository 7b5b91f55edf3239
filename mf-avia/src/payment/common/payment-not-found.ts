import { isApiError, linkTo } from 'shared';
import { type NotFoundViewProps } from 'shared/resource-page';
import { PAYMENT_TEXTS } from '../payment-texts';

/**
 * An order or payment is addressed by its uuid alone, so 403 and 404 (an unknown or malformed
 * uuid) mean the same to the person: there is nothing here for them. The not-found view never hints whose
 * it is (docs/product-rules.md §D Orders: each call answers only to whom it belongs).
 */
export function isPaymentNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}

/** What the not-found view of every payment page says and where it leads. */
export const PAYMENT_NOT_FOUND: NotFoundViewProps = { hint: PAYMENT_TEXTS.notFoundHint, link: { to: linkTo('index'), label: PAYMENT_TEXTS.toHome } };
