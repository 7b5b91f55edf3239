/**
 * Every route of the site (product rules §2 plus the tour area), with the area that owns it.
 * The shell builds its router from this table; any area links to any route through
 * `linkTo` without knowing which remote renders it.
 */
/** The shell and every area a remote renders; a remote's package is `mf-<area>` (tooling/platform.json). */
export const areaNames = ['shell', 'avia', 'profile', 'tours', 'content'] as const;
export type AreaName = (typeof areaNames)[number];

interface RouteDefinition {
  readonly path: string;
  readonly area: AreaName;
  /** Content pages are driven by a slug (product rules §2 "Static content pages"). */
  readonly slug?: string;
}

export const routeTable = {
  index: { path: '/', area: 'avia' },
  search: { path: '/search/:searchString', area: 'avia' },
  login: { path: '/login', area: 'shell' },
  resetPassword: { path: '/reset-password', area: 'shell' },
  booking: { path: '/avia/offers/:offerId', area: 'avia' },
  deepLink: { path: '/avia/deeplinks', area: 'avia' },
  bookingSubmit: { path: '/avia/orders/:orderUuid/submit', area: 'avia' },
  bookingFinished: { path: '/avia/orders/:orderUuid/finished', area: 'avia' },
  qrPayment: { path: '/avia/orders/:orderUuid/qrpayment', area: 'avia' },
  extraPayment: { path: '/payments/:paymentUuid', area: 'avia' },
  extraPaymentFinished: { path: '/payments/:paymentUuid/:status', area: 'avia' },
  profileMain: { path: '/profile', area: 'profile' },
  profileOrdersList: { path: '/profile/orders', area: 'profile' },
  profilePassengers: { path: '/profile/passengers', area: 'profile' },
  profileEdit: { path: '/profile/edit', area: 'profile' },
  profileOrderView: { path: '/profile/orders/:orderUuid', area: 'profile' },
  profileOrderPaidFeatures: { path: '/profile/orders/:orderUuid/features', area: 'profile' },
  pageThailand: { path: '/pages/thailand', area: 'content', slug: 'thailand' },
  pageAbout: { path: '/about', area: 'content', slug: 'about' },
  pageWiki: { path: '/wiki', area: 'content', slug: 'wiki' },
  pagePayment: { path: '/payment', area: 'content', slug: 'payment' },
  pagePolicy: { path: '/policy', area: 'content', slug: 'policy' },
  pagePolicy1: { path: '/policy1', area: 'content', slug: 'policy1' },
  pageAgreement: { path: '/agreement', area: 'content', slug: 'agreement' },
  pageHelp: { path: '/help', area: 'content', slug: 'help' },
  pageFeatureTariffs: { path: '/feature-tariffs', area: 'content', slug: 'feature-tariffs' },
  tours: { path: '/tours', area: 'tours' },
  toursHotel: { path: '/tours/hotels/:hotelId', area: 'tours' },
  toursWishlist: { path: '/tours/wishlist', area: 'tours' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routeTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

/** The routes one area renders, in table order. */
export function routesOfArea(area: AreaName): RouteName[] {
  return routeNames.filter((name) => routeTable[name].area === area);
}
