import { dayjs, type RouteHeadOf } from 'shared';
import { searchLegs, type FlightSearchParams } from 'shared/flights';

export interface FlightSearchHeadData {
  /** The search string as the codec read it; null when it is no valid search. */
  params: FlightSearchParams | null;
  /** City names by the codes of the search string (`GET /flights/places/{code}`). */
  cityNames: Readonly<Record<string, string>>;
}

/** '12 января', or the days of a trip: '12 — 19 января', '30 января — 2 февраля'. */
function tripDays(firstIso: string, lastIso: string): string {
  const first = dayjs(firstIso);
  const last = dayjs(lastIso);
  if (firstIso === lastIso) return first.format('D MMMM');
  return first.month() === last.month() && first.year() === last.year()
    ? `${first.date()} — ${last.format('D MMMM')}`
    : `${first.format('D MMMM')} — ${last.format('D MMMM')}`;
}

/**
 * The head of `/search/:searchString`: the route and the days, «Москва — Сочи, 12 января», from the codec
 * and the places' names. A return reads «Москва — Сочи и обратно»; a multi-city trip its cities in order.
 * Null until every city has its name (the route's published head stands meanwhile).
 */
export const flightSearchHead: RouteHeadOf<FlightSearchHeadData> = ({ params, cityNames }) => {
  if (!params) return null;
  const legs = searchLegs(params);
  const names = legs.flatMap((leg) => [cityNames[leg.origin], cityNames[leg.destination]]);
  if (names.some((name) => !name)) return null;
  const city = (code: string) => cityNames[code]!;
  const route = params.legs
    ? legs
        .map((leg, index) =>
          index > 0 && legs[index - 1]!.destination === leg.origin
            ? ` — ${city(leg.destination)}`
            : `${index > 0 ? ', ' : ''}${city(leg.origin)} — ${city(leg.destination)}`,
        )
        .join('')
    : `${city(params.origin)} — ${city(params.destination)}${params.returnDate ? ' и обратно' : ''}`;
  const trip = `${route}, ${tripDays(legs[0]!.date, legs[legs.length - 1]!.date)}`;
  return {
    title: `Авиабилеты ${trip}`,
    description: `Дешёвые авиабилеты ${trip}: сравните цены, пересадки и время в пути и выберите лучший вариант.`,
  };
};
