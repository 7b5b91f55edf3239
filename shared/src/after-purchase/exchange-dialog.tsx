import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addDaysIso, AlertText, Button, formatRub, linkTo, ModalDialog, moscowTodayIso } from 'shared';
import {
  createSearch,
  encodeSearchString,
  formatDuration,
  pollSearch,
  quoteExchange,
  requestExchange,
  SEARCH_HORIZON_DAYS,
  type Exchange,
  type FlightOrder,
  type FlightResult,
} from 'shared/flights';
import { typedDateToIso } from '../format/dates';
import { DateField } from '../ui/date-field';
import { LoadingView, NotReadyView } from '../ui/page-states';
import { usePolledSearch } from '../ui/progressive-search';
import { TermList } from '../ui/term-list';
import { useApiResource } from '../ui/use-api-resource';
import { useIdempotentAction } from '../ui/use-idempotent-action';
import { AFTER_PURCHASE_TEXTS as TEXTS } from './after-purchase-texts';
import styles from './after-purchase.module.css';

/** The one-way search of a direction on another day: the same cities, cabin and passengers (what the API's exchange accepts). */
function exchangeSearchString(order: FlightOrder, direction: number, dateIso: string): string {
  const count = (type: string) => order.passengers.filter((p) => p.passengerType === type).length;
  const { origin, destination } = order.directions[direction]!;
  return encodeSearchString({
    origin: origin.cityCode,
    destination: destination.cityCode,
    departureDate: dateIso,
    returnDate: null,
    adults: count('ADULT'),
    children: count('CHILD'),
    infants: count('INFANTILE'),
    isBusiness: order.cabin === 'business',
  });
}

const fareOf = (result: FlightResult, order: FlightOrder) => result.fares.find((fare) => fare.code === order.fare.code);
const sameFlights = (result: FlightResult, current: FlightOrder['directions'][number]) =>
  result.directions[0]!.segments.map((s) => s.flightId).join() === current.segments.map((s) => s.flightId).join();
const time = (local: string) => local.slice(11, 16);

export interface ExchangeChoice {
  direction: number;
  /** «Туда: Москва — Сочи». */
  label: string;
}

/**
 * Exchanging one direction for every passenger: another day's flights of the same route, cabin and fare by the ordinary search, the
 * API's fee and difference shown before confirming; with something to pay the traveller goes on to pay, else it is done here.
 */
export function ExchangeDialog({
  order,
  choice,
  onClose,
  onExchanged,
}: {
  order: FlightOrder;
  choice: ExchangeChoice | null;
  onClose: () => void;
  onExchanged: (exchange: Exchange) => void;
}) {
  return (
    <ModalDialog open={choice !== null} onClose={onClose} title={TEXTS.exchangeTitle} description={choice?.label} size="xl">
      {choice && <ExchangeSteps order={order} direction={choice.direction} onClose={onClose} onExchanged={onExchanged} />}
    </ModalDialog>
  );
}

function ExchangeSteps({
  order,
  direction,
  onClose,
  onExchanged,
}: {
  order: FlightOrder;
  direction: number;
  onClose: () => void;
  onExchanged: (exchange: Exchange) => void;
}) {
  const today = moscowTodayIso();
  const [typed, setTyped] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const [searchString, setSearchString] = useState<string | null>(null);
  const [resultId, setResultId] = useState<string | null>(null);
  const fieldClasses = { field: styles.field, label: styles.label, control: styles.control, error: styles.error };

  function find(event: React.FormEvent) {
    event.preventDefault();
    const iso = typedDateToIso(typed);
    if (!iso || iso < today) {
      setDateError('Укажите дату вылета не раньше сегодняшнего дня в формате ДД.ММ.ГГГГ');
      return;
    }
    setDateError(undefined);
    setResultId(null);
    setSearchString(exchangeSearchString(order, direction, iso));
  }

  return (
    <div className={styles.dialogBody}>
      <p className={styles.muted}>{TEXTS.exchangeIntro}</p>
      <form className={styles.dateForm} onSubmit={find} noValidate>
        <DateField
          label={TEXTS.newDate}
          calendarTitle={TEXTS.newDateCalendar}
          name="exchangeDate"
          value={typed}
          error={dateError}
          firstIso={today}
          lastIso={addDaysIso(today, SEARCH_HORIZON_DAYS - 1)}
          classes={fieldClasses}
          onChange={setTyped}
        />
        <Button type="submit" variant="secondary">
          {TEXTS.findFlights}
        </Button>
      </form>
      {searchString && (
        <FlightChoice key={searchString} order={order} direction={direction} searchString={searchString} chosen={resultId} onChoose={setResultId} />
      )}
      {searchString && resultId && (
        <ExchangeQuote key={resultId} order={order} request={{ direction, searchString, resultId }} onClose={onClose} onExchanged={onExchanged} />
      )}
    </div>
  );
}

function FlightChoice({
  order,
  direction,
  searchString,
  chosen,
  onChoose,
}: {
  order: FlightOrder;
  direction: number;
  searchString: string;
  chosen: string | null;
  onChoose: (resultId: string) => void;
}) {
  const legendId = useId();
  const search = usePolledSearch<FlightResult>(searchString, {
    start: async (signal) => {
      const page = await createSearch({ searchString }, signal);
      return { searchId: page.searchId, page };
    },
    poll: pollSearch,
    idOf: (result) => result.id,
    intervalMs: 300,
  });
  if (search.phase === 'idle' || search.phase === 'running') return <LoadingView label={TEXTS.searching} />;
  if (search.phase === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {search.message ?? 'Не удалось выполнить поиск. Попробуйте ещё раз'}
      </p>
    );
  const current = order.directions[direction]!;
  const results = search.items
    .filter((result) => fareOf(result, order) && !sameFlights(result, current))
    .sort((a, b) => a.directions[0]!.departureLocal.localeCompare(b.directions[0]!.departureLocal));
  if (results.length === 0) return <p role="status">{TEXTS.noFlights}</p>;
  return (
    <fieldset className={styles.flights} aria-describedby={legendId}>
      <legend id={legendId} className={styles.smallTitle}>
        {TEXTS.chooseFlight}
      </legend>
      {results.map((result) => {
        const trip = result.directions[0]!;
        return (
          <label key={result.id} className={styles.flight} data-chosen={chosen === result.id || undefined}>
            <input type="radio" name="exchangeFlight" value={result.id} checked={chosen === result.id} onChange={() => onChoose(result.id)} />
            <span>
              <strong>
                {time(trip.departureLocal)} → {time(trip.arrivalLocal)}
              </strong>{' '}
              {trip.segments.map((s) => s.flightNumber).join(', ')} · {formatDuration(trip.durationMinutes)} · {TEXTS.stops(trip.stops)}
            </span>
            <span className={styles.price}>
              {formatRub(fareOf(result, order)!.price.perPassenger.ADULT)} {TEXTS.perAdult}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function ExchangeQuote({
  order,
  request,
  onClose,
  onExchanged,
}: {
  order: FlightOrder;
  request: { direction: number; searchString: string; resultId: string };
  onClose: () => void;
  onExchanged: (exchange: Exchange) => void;
}) {
  const navigate = useNavigate();
  const { state, retry } = useApiResource(request.resultId, (signal) => quoteExchange(order.orderUuid, request, signal));
  const { run, busy, error } = useIdempotentAction((_: 'exchange', key: string) => requestExchange(order.orderUuid, request, key));
  const [leaving, setLeaving] = useState(false);

  if (state.status !== 'ready') return <NotReadyView state={state} retry={retry} loading={TEXTS.exchangeQuoteLoading} notFound={TEXTS.exchangeTitle} />;
  const quote = state.data;
  async function confirm() {
    const exchange = await run('exchange');
    if (!exchange) return;
    if (exchange.paymentUuid && exchange.status === 'AWAITING_PAYMENT') {
      setLeaving(true);
      navigate(linkTo('extraPayment', { paymentUuid: exchange.paymentUuid }));
      return;
    }
    onExchanged(exchange);
  }
  return (
    <div className={styles.quote} aria-live="polite">
      <TermList
        className={styles.amounts}
        items={[
          { term: TEXTS.exchangeFee, detail: formatRub(quote.fee) },
          { term: TEXTS.fareDifference, detail: formatRub(quote.difference) },
          { term: TEXTS.toPay, detail: <strong data-exchange-amount>{formatRub(quote.amount)}</strong> },
        ]}
      />
      {quote.cheaperNote && (
        <p className={styles.note} data-cheaper-note>
          {quote.cheaperNote}
        </p>
      )}
      <AlertText className={styles.error} message={error} />
      <div className={styles.buttons}>
        <Button busy={busy || leaving} onClick={() => void confirm()}>
          {leaving ? TEXTS.toPayment : quote.amount > 0 ? TEXTS.payExchange(formatRub(quote.amount)) : TEXTS.confirmExchange}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {TEXTS.keepFlight}
        </Button>
      </div>
    </div>
  );
}
