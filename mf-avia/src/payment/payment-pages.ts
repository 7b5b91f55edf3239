import { lazy } from 'react';
import type { RemotePages } from 'shared';

// Each payment page is its own chunk (the QR encoder loads only with the pages that draw it);
// the shell's Suspense boundary around remote pages covers their loading.
const BookingSubmitPage = lazy(() =>
  import(/* webpackChunkName: "route-bookingSubmit" */ './submit/booking-submit-page').then((m) => ({ default: m.BookingSubmitPage })),
);
const QrPaymentPage = lazy(() => import(/* webpackChunkName: "route-qrPayment" */ './qr/qr-payment-page').then((m) => ({ default: m.QrPaymentPage })));
const BookingFinishedPage = lazy(() =>
  import(/* webpackChunkName: "route-bookingFinished" */ './finished/booking-finished-page').then((m) => ({ default: m.BookingFinishedPage })),
);
const ExtraPaymentPage = lazy(() =>
  import(/* webpackChunkName: "route-extraPayment" */ './extra/extra-payment-page').then((m) => ({ default: m.ExtraPaymentPage })),
);
const ExtraPaymentFinishedPage = lazy(() =>
  import(/* webpackChunkName: "route-extraPaymentFinished" */ './extra/extra-payment-finished-page').then((m) => ({ default: m.ExtraPaymentFinishedPage })),
);

/** The paying routes of the avia area (docs/product-rules.md §2 Routes, §D Payments). */
export const paymentPages: RemotePages = {
  bookingSubmit: BookingSubmitPage,
  qrPayment: QrPaymentPage,
  bookingFinished: BookingFinishedPage,
  extraPayment: ExtraPaymentPage,
  extraPaymentFinished: ExtraPaymentFinishedPage,
};
