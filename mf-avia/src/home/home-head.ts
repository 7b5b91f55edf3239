import { brandMirrorFor, LEGAL_DETAILS, type RouteHeadOf } from 'shared';
import { organizationJsonLd, webSiteJsonLd } from 'shared/head-builders';

/** Home `/`: who runs the site (Organization) and the site itself (WebSite), for search engines. */
export const homeHead: RouteHeadOf<null> = (_data, origin) => {
  const brand = brandMirrorFor(new URL(origin).hostname);
  const url = `${origin}/`;
  return {
    title: 'Поиск дешёвых авиабилетов',
    jsonLd: [
      organizationJsonLd({
        name: brand.capitalisedHostName,
        legalName: LEGAL_DETAILS.entity,
        url,
        email: brand.email,
        taxId: LEGAL_DETAILS.inn,
        address: LEGAL_DETAILS.postal,
      }),
      webSiteJsonLd({ name: brand.capitalisedHostName, url, publisher: brand.capitalisedHostName }),
    ],
  };
};
