import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertText, Button, formatRub, isoToDisplayDate, linkTo, useDocumentTitle } from 'shared';
import { useAction } from 'shared/idempotent-action';
import { NotReadyView } from 'shared/resource-page';
import { deletePriceAlert, listPriceAlerts, updatePriceAlert, type PriceAlert } from 'shared/price-alerts';
import { TermList } from 'shared/term-list';
import { usePersonalResource } from '../data/use-personal-resource';
import { ConfirmDeleteDialog } from '../layout/confirm-delete-dialog';
import section from '../layout/profile-section.module.css';
import { PROFILE_TEXTS } from '../profile-texts';
import { PriceHistoryChart } from './price-history-chart';
import styles from './price-alerts.module.css';

function tripOf(alert: PriceAlert): string {
  const dates = alert.returnDate ? `${isoToDisplayDate(alert.departureDate)} — ${isoToDisplayDate(alert.returnDate)}` : isoToDisplayDate(alert.departureDate);
  const passengers = PROFILE_TEXTS.passengersCount(alert.adults + alert.children + alert.infants);
  return `${dates} · ${passengers} · ${alert.isBusiness ? PROFILE_TEXTS.alertBusiness : PROFILE_TEXTS.alertEconomy}`;
}

const priceText = (price: number | null) => (price === null ? PROFILE_TEXTS.alertNoPrice : formatRub(price));

/**
 * The signed-in traveller's price alerts (`profilePriceAlerts`): each followed search with its
 * prices and their history, paused, resumed or deleted here (docs/product-rules.md §D Price alerts).
 */
export function PriceAlertsPage() {
  const { state, retry, replace } = usePersonalResource('price-alerts', (signal) => listPriceAlerts(signal));
  const [deleting, setDeleting] = useState<PriceAlert | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(PROFILE_TEXTS.alertsTitle);

  if (state.status !== 'ready') return <NotReadyView state={state} retry={retry} loading={PROFILE_TEXTS.loading} notFound={PROFILE_TEXTS.notFoundTitle} />;
  const alerts = state.data.items;

  function changed(alert: PriceAlert) {
    replace({ items: alerts.map((entry) => (entry.id === alert.id ? alert : entry)) });
    setNotice(alert.status === 'paused' ? PROFILE_TEXTS.alertPaused : PROFILE_TEXTS.alertResumed);
  }

  function removed(id: string) {
    replace({ items: alerts.filter((entry) => entry.id !== id) });
    setDeleting(null);
    setNotice(PROFILE_TEXTS.alertDeleted);
    // the deleted card and its buttons are gone: keep focus on the page, not on <body>
    heading.current?.focus();
  }

  return (
    <section aria-labelledby={titleId} className={section.page}>
      <h1 id={titleId} ref={heading} tabIndex={-1} className={section.title}>
        {PROFILE_TEXTS.alertsTitle}
      </h1>
      <p role="status" className={section.notice}>
        {notice}
      </p>
      {alerts.length === 0 ? (
        <p className={section.empty}>
          {PROFILE_TEXTS.alertsEmpty} <Link to={linkTo('index')}>{PROFILE_TEXTS.toSearch}</Link>
        </p>
      ) : (
        <ul className={section.list}>
          {alerts.map((alert) => (
            <li key={alert.id}>
              <PriceAlertCard
                alert={alert}
                onChanged={(next) => {
                  setNotice(null);
                  changed(next);
                }}
                onDelete={() => setDeleting(alert)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        subject={deleting && { title: PROFILE_TEXTS.alertDeleteConfirmTitle, text: PROFILE_TEXTS.alertDeleteConfirmText(deleting.routeName) }}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deletePriceAlert(deleting.id);
          removed(deleting.id);
        }}
      />
    </section>
  );
}

function PriceAlertCard({ alert, onChanged, onDelete }: { alert: PriceAlert; onChanged: (alert: PriceAlert) => void; onDelete: () => void }) {
  const routeId = useId();
  const toggle = useAction(async () => onChanged(await updatePriceAlert(alert.id, { paused: alert.status === 'active' })));
  const route = alert.routeName;
  const canToggle = alert.status === 'active' || alert.status === 'paused';

  return (
    <article aria-labelledby={routeId} className={styles.card} data-price-alert-id={alert.id}>
      <div className={styles.cardHead}>
        <h2 id={routeId} className={styles.route}>
          {route}
        </h2>
        <span className={styles.status} data-status={alert.status}>
          {PROFILE_TEXTS.alertStatus[alert.status]}
        </span>
      </div>
      <p className={styles.muted}>{tripOf(alert)}</p>
      <TermList
        className={styles.prices}
        items={[
          { term: PROFILE_TEXTS.alertCurrentPrice, detail: priceText(alert.currentLowestPrice), detailProps: { 'data-current-price': true } },
          { term: PROFILE_TEXTS.alertPriceAtSubscription, detail: priceText(alert.priceAtSubscription), detailProps: { 'data-price-at-subscription': true } },
        ]}
      />
      <PriceHistoryChart history={alert.history} priceAtSubscription={alert.priceAtSubscription} />
      <AlertText className={styles.error} message={toggle.error} />
      <div className={styles.actions}>
        <Link to={linkTo('search', { searchString: alert.searchString })} className={styles.link} aria-label={`${PROFILE_TEXTS.alertOpenSearch}: ${route}`}>
          {PROFILE_TEXTS.alertOpenSearch}
        </Link>
        {canToggle && (
          <Button
            variant="secondary"
            busy={toggle.busy}
            onClick={() => void toggle.run()}
            aria-label={`${alert.status === 'active' ? PROFILE_TEXTS.alertPause : PROFILE_TEXTS.alertResume}: ${route}`}
          >
            {alert.status === 'active' ? PROFILE_TEXTS.alertPause : PROFILE_TEXTS.alertResume}
          </Button>
        )}
        <Button variant="link" onClick={onDelete} aria-label={`${PROFILE_TEXTS.alertDelete}: ${route}`}>
          {PROFILE_TEXTS.alertDelete}
        </Button>
      </div>
    </article>
  );
}
