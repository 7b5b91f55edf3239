import type { DepartureCity } from 'shared/node';

/**
 * Cities tour operators fly charters from. `nameCases` holds every case a heading needs:
 * 'Туры из Москвы' (genitive), 'в Москве' (prepositional, docs/product-rules.md §3), 'над Москвой'…
 * `flightFactor`: how much dearer a flight is than from Moscow; `hub`: flies to every country daily.
 */
export interface TourDepartureCity extends DepartureCity {
  flightFactor: number;
  hub: boolean;
}

type Cases = [nominative: string, genitive: string, dative: string, accusative: string, instrumental: string, prepositional: string];

const CITIES: [code: string, cases: Cases, flightFactor: number, hub: boolean][] = [
  ['MOW', ['Москва', 'Москвы', 'Москве', 'Москву', 'Москвой', 'Москве'], 1, true],
  ['LED', ['Санкт-Петербург', 'Санкт-Петербурга', 'Санкт-Петербургу', 'Санкт-Петербург', 'Санкт-Петербургом', 'Санкт-Петербурге'], 1.06, true],
  ['SVX', ['Екатеринбург', 'Екатеринбурга', 'Екатеринбургу', 'Екатеринбург', 'Екатеринбургом', 'Екатеринбурге'], 1.14, false],
  ['KZN', ['Казань', 'Казани', 'Казани', 'Казань', 'Казанью', 'Казани'], 1.1, false],
  ['OVB', ['Новосибирск', 'Новосибирска', 'Новосибирску', 'Новосибирск', 'Новосибирском', 'Новосибирске'], 1.22, false],
  ['KRR', ['Краснодар', 'Краснодара', 'Краснодару', 'Краснодар', 'Краснодаром', 'Краснодаре'], 1.04, false],
  ['KUF', ['Самара', 'Самары', 'Самаре', 'Самару', 'Самарой', 'Самаре'], 1.12, false],
  ['UFA', ['Уфа', 'Уфы', 'Уфе', 'Уфу', 'Уфой', 'Уфе'], 1.13, false],
  ['ROV', ['Ростов-на-Дону', 'Ростова-на-Дону', 'Ростову-на-Дону', 'Ростов-на-Дону', 'Ростовом-на-Дону', 'Ростове-на-Дону'], 1.05, false],
  ['GOJ', ['Нижний Новгород', 'Нижнего Новгорода', 'Нижнему Новгороду', 'Нижний Новгород', 'Нижним Новгородом', 'Нижнем Новгороде'], 1.09, false],
  ['PEE', ['Пермь', 'Перми', 'Перми', 'Пермь', 'Пермью', 'Перми'], 1.16, false],
  ['MRV', ['Минеральные Воды', 'Минеральных Вод', 'Минеральным Водам', 'Минеральные Воды', 'Минеральными Водами', 'Минеральных Водах'], 1.07, false],
  ['KJA', ['Красноярск', 'Красноярска', 'Красноярску', 'Красноярск', 'Красноярском', 'Красноярске'], 1.27, false],
  ['VVO', ['Владивосток', 'Владивостока', 'Владивостоку', 'Владивосток', 'Владивостоком', 'Владивостоке'], 1.35, false],
];

export const TOUR_DEPARTURE_CITIES: readonly TourDepartureCity[] = CITIES.map(([code, cases, flightFactor, hub]) => ({
  code,
  name: cases[0],
  nameCases: { nominative: cases[0], genitive: cases[1], dative: cases[2], accusative: cases[3], instrumental: cases[4], prepositional: cases[5] },
  flightFactor,
  hub,
}));

/** What the API answers: without the pricing internals. */
export function departureCityView({ code, name, nameCases }: TourDepartureCity): DepartureCity {
  return { code, name, nameCases };
}
