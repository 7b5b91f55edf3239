import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AlertText, Button, failureMessage, formatRub, linkTo, useDocumentTitle } from 'shared';
import { NotReadyView } from 'shared/resource-page';
import { buyOrderOption, getOrderOptions, getProfileOrder, ORDER_OPTION_CODES, type OrderOption } from 'shared/flights';
import { ORDER_NOT_FOUND, usePersonalResource } from '../data/use-personal-resource';
import { canBuyExtras, orderDates, orderRoute } from '../orders/order-summary';
import { PROFILE_TEXTS } from '../profile-texts';
import styles from './paid-features.module.css';

type OptionCode = (typeof ORDER_OPTION_CODES)[number];

function isOptionCode(code: string): code is OptionCode {
  return (ORDER_OPTION_CODES as readonly string[]).includes(code);
}

/**
 * The paid extras of one order (`profileOrderPaidFeatures`, product rules §D paid extra options).
 * Choosing one creates its payment and opens the flights area's extra payment page.
 */
export function PaidFeaturesPage() {
  const { orderUuid = '' } = useParams();
  const { state, retry } = usePersonalResource(orderUuid, async (signal) => {
    // the order first: someone else's is 404 here before the options are asked for
    const order = await getProfileOrder(orderUuid, signal);
    const options = canBuyExtras(order) ? (await getOrderOptions(orderUuid, signal)).items : [];
    return { order, options };
  });
  const titleId = useId();
  useDocumentTitle(PROFILE_TEXTS.featuresTitle);

  if (state.status !== 'ready') return <NotReadyView state={state} retry={retry} loading={PROFILE_TEXTS.loading} notFound={ORDER_NOT_FOUND} />;
  const { order, options } = state.data;
  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <p className={styles.back}>
        <Link to={linkTo('profileOrderView', { orderUuid })}>
          ← {orderRoute(order)}, {orderDates(order)}
        </Link>
      </p>
      <h1 id={titleId} className={styles.title}>
        {PROFILE_TEXTS.featuresTitle}
      </h1>
      {canBuyExtras(order) ? (
        <>
          <p className={styles.intro}>{PROFILE_TEXTS.featuresIntro}</p>
          <ul className={styles.options}>
            {options.map((option) => (
              <li key={option.code}>
                <OptionCard orderUuid={orderUuid} option={option} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.intro}>{PROFILE_TEXTS.featuresUnpaid}</p>
      )}
    </section>
  );
}

function OptionCard({ orderUuid, option }: { orderUuid: string; option: OrderOption }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  async function choose() {
    if (!isOptionCode(option.code)) return;
    setBusy(true);
    setError(null);
    try {
      const payment = await buyOrderOption(orderUuid, option.code);
      navigate(linkTo('extraPayment', { paymentUuid: payment.paymentUuid }));
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <article aria-labelledby={titleId} className={styles.option} data-option-code={option.code} data-option-status={option.status}>
      <div className={styles.optionText}>
        <h2 id={titleId} className={styles.optionTitle}>
          {option.title}
        </h2>
        <p className={styles.muted}>{option.description}</p>
        <p className={styles.muted}>
          {formatRub(option.unitPrice)} {option.perLabel}
          {option.quantity > 1 && <> × {option.quantity}</>}
        </p>
      </div>
      <div className={styles.optionSide}>
        <p className={styles.price}>{formatRub(option.price)}</p>
        {option.status === 'PAID' && <p className={styles.paid}>✓ {PROFILE_TEXTS.optionPaid}</p>}
        {option.status === 'UNAVAILABLE' && <p className={styles.muted}>{option.unavailableReason}</p>}
        {option.status === 'AVAILABLE' && (
          <Button busy={busy} onClick={() => void choose()} aria-describedby={titleId}>
            {PROFILE_TEXTS.choose}
          </Button>
        )}
        {option.status === 'PENDING' && option.paymentUuid && (
          <>
            <p className={styles.muted}>{PROFILE_TEXTS.optionPending}</p>
            <Link className={styles.continue} to={linkTo('extraPayment', { paymentUuid: option.paymentUuid })}>
              {PROFILE_TEXTS.continuePayment}
            </Link>
          </>
        )}
        <AlertText className={styles.error} message={error} />
      </div>
    </article>
  );
}
