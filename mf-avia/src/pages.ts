import { lazyPages, type RouteHeads } from 'shared';

/**
 * The one module this remote exposes: the page of each avia route, each its own chunk named after its route, so the home page
 * carries no results code, booking brings the forms, and the QR encoder loads only with the payment pages that draw it.
 */
export const pages = lazyPages({
  index: () => import('./home/home-page').then((m) => m.HomePage),
  search: () => import('./results/search-page').then((m) => m.SearchPage),
  // a popular route's month of prices (docs/product-rules.md §D Route pages)
  flightRoute: () => import('./route-page/route-page').then((m) => m.RoutePage),
  deepLink: () => import('./deep-links/deep-link-page').then((m) => m.DeepLinkPage),
  booking: () => import('./booking/booking-page').then((m) => m.BookingPage),
  // the paying routes (docs/product-rules.md §2 Routes, §D Payments)
  bookingSubmit: () => import('./payment/submit/booking-submit-page').then((m) => m.BookingSubmitPage),
  qrPayment: () => import('./payment/qr/qr-payment-page').then((m) => m.QrPaymentPage),
  bookingFinished: () => import('./payment/finished/booking-finished-page').then((m) => m.BookingFinishedPage),
  extraPayment: () => import('./payment/extra/extra-payment-page').then((m) => m.ExtraPaymentPage),
  extraPaymentFinished: () => import('./payment/extra/extra-payment-finished-page').then((m) => m.ExtraPaymentFinishedPage),
  // the pages the price-alert mails link to (docs/product-rules.md §D Price alerts)
  priceAlertConfirm: () => import('./price-alerts/price-alert-confirm-page').then((m) => m.PriceAlertConfirmPage),
  priceAlertUnsubscribe: () => import('./price-alerts/price-alert-unsubscribe-page').then((m) => m.PriceAlertUnsubscribePage),
});

/** The heads of routes whose page names itself from its data, loaded with its chunk (browser and page server call the same function); others keep their published head. */
export const heads = {
  index: () => import('./home/home-head').then((m) => m.homeHead),
  search: () => import('./results/search-head').then((m) => m.flightSearchHead),
} satisfies RouteHeads;
