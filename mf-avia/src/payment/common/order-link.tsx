import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { isAuthorisedAtom, linkTo } from 'shared';
import { PAYMENT_TEXTS } from '../payment-texts';

/**
 * Where a payment's page sends the traveller back to: an option's to the order's paid features, an
 * exchange's to the order itself (the profile's view when signed in, else the order link's page).
 */
export function PaymentOrderLink({ payment, className }: { payment: { purpose: string; orderUuid: string }; className?: string }) {
  const authorised = useAtomValue(isAuthorisedAtom);
  const { orderUuid } = payment;
  if (payment.purpose !== 'EXCHANGE') {
    return (
      <Link className={className} to={linkTo('profileOrderPaidFeatures', { orderUuid })}>
        {PAYMENT_TEXTS.extraOrderFeatures}
      </Link>
    );
  }
  return (
    <Link className={className} to={authorised ? linkTo('profileOrderView', { orderUuid }) : linkTo('bookingFinished', { orderUuid })}>
      {PAYMENT_TEXTS.toOrder}
    </Link>
  );
}
