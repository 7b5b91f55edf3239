/**
 * The hand-written part of the tour catalogue: countries and their resorts with Russian names in
 * the cases the site's headings use (nameRo genitive 'Отели Турции', nameVi accusative 'Туры в
 * Турцию'), coordinates, and what drives prices. Hotels are generated from these (hotel-generator).
 */
export interface ResortSeed {
  name: string;
  nameRo: string;
  nameVi: string;
  lat: number;
  lon: number;
  /** Kilometres from the resort's centre to its airport. */
  airportKm: number;
}

export interface CountrySeed {
  name: string;
  nameRo: string;
  nameVi: string;
  /** International dialling code, for hotel phones. */
  phoneCode: string;
  /** Return charter per adult from Moscow in the low season, roubles. */
  flightRub: number;
  /** A night in a 3★ double room per person, roubles. */
  nightRub: number;
  /** Price factor by month (Jan…Dec): the high season costs more. */
  season: readonly number[];
  /** Beach holidays with all-inclusive hotels (Turkey, Egypt…) or bed and breakfast (Europe, Asia). */
  allInclusive: boolean;
  resorts: readonly ResortSeed[];
}

const r = (name: string, nameRo: string, nameVi: string, lat: number, lon: number, airportKm: number): ResortSeed => ({
  name,
  nameRo,
  nameVi,
  lat,
  lon,
  airportKm,
});

const MEDITERRANEAN = [0.7, 0.7, 0.75, 0.85, 1, 1.2, 1.4, 1.45, 1.2, 0.95, 0.75, 0.8];
const TROPICAL = [1.35, 1.3, 1.2, 1.05, 0.85, 0.75, 0.8, 0.8, 0.75, 0.9, 1.1, 1.45];
const RED_SEA = [1.15, 1.1, 1.15, 1.1, 1, 0.9, 0.95, 0.95, 1, 1.1, 1.15, 1.35];

export const COUNTRY_SEEDS: readonly CountrySeed[] = [
  {
    name: 'Турция',
    nameRo: 'Турции',
    nameVi: 'Турцию',
    phoneCode: '90',
    flightRub: 24_000,
    nightRub: 3_400,
    season: MEDITERRANEAN,
    allInclusive: true,
    resorts: [
      r('Анталья', 'Антальи', 'Анталью', 36.886, 30.704, 13),
      r('Кемер', 'Кемера', 'Кемер', 36.6, 30.56, 55),
      r('Белек', 'Белека', 'Белек', 36.862, 31.056, 35),
      r('Сиде', 'Сиде', 'Сиде', 36.767, 31.389, 65),
      r('Аланья', 'Аланьи', 'Аланью', 36.544, 31.999, 125),
      r('Бодрум', 'Бодрума', 'Бодрум', 37.035, 27.43, 36),
      r('Мармарис', 'Мармариса', 'Мармарис', 36.855, 28.274, 95),
    ],
  },
  {
    name: 'Египет',
    nameRo: 'Египта',
    nameVi: 'Египет',
    phoneCode: '20',
    flightRub: 29_000,
    nightRub: 2_600,
    season: RED_SEA,
    allInclusive: true,
    resorts: [
      r('Хургада', 'Хургады', 'Хургаду', 27.257, 33.812, 8),
      r('Шарм-эль-Шейх', 'Шарм-эль-Шейха', 'Шарм-эль-Шейх', 27.916, 34.33, 12),
      r('Марса-Алам', 'Марса-Алама', 'Марса-Алам', 25.066, 34.891, 60),
      r('Макади-Бей', 'Макади-Бей', 'Макади-Бей', 26.99, 33.899, 35),
      r('Сома-Бей', 'Сома-Бей', 'Сома-Бей', 26.848, 33.988, 50),
    ],
  },
  {
    name: 'ОАЭ',
    nameRo: 'ОАЭ',
    nameVi: 'ОАЭ',
    phoneCode: '971',
    flightRub: 33_000,
    nightRub: 4_600,
    season: RED_SEA,
    allInclusive: false,
    resorts: [
      r('Дубай', 'Дубая', 'Дубай', 25.204, 55.27, 20),
      r('Абу-Даби', 'Абу-Даби', 'Абу-Даби', 24.453, 54.377, 30),
      r('Шарджа', 'Шарджи', 'Шарджу', 25.346, 55.42, 12),
      r('Рас-эль-Хайма', 'Рас-эль-Хаймы', 'Рас-эль-Хайму', 25.789, 55.943, 25),
      r('Фуджейра', 'Фуджейры', 'Фуджейру', 25.128, 56.326, 15),
      r('Аджман', 'Аджмана', 'Аджман', 25.405, 55.513, 22),
    ],
  },
  {
    name: 'Таиланд',
    nameRo: 'Таиланда',
    nameVi: 'Таиланд',
    phoneCode: '66',
    flightRub: 58_000,
    nightRub: 2_300,
    season: TROPICAL,
    allInclusive: false,
    resorts: [
      r('Пхукет', 'Пхукета', 'Пхукет', 7.88, 98.392, 32),
      r('Паттайя', 'Паттайи', 'Паттайю', 12.927, 100.877, 120),
      r('Самуи', 'Самуи', 'Самуи', 9.512, 100.013, 10),
      r('Краби', 'Краби', 'Краби', 8.086, 98.906, 25),
      r('Као Лак', 'Као Лака', 'Као Лак', 8.641, 98.253, 80),
    ],
  },
  {
    name: 'Вьетнам',
    nameRo: 'Вьетнама',
    nameVi: 'Вьетнам',
    phoneCode: '84',
    flightRub: 61_000,
    nightRub: 2_000,
    season: TROPICAL,
    allInclusive: false,
    resorts: [
      r('Нячанг', 'Нячанга', 'Нячанг', 12.239, 109.197, 35),
      r('Фантьет', 'Фантьета', 'Фантьет', 10.928, 108.102, 200),
      r('Фукуок', 'Фукуока', 'Фукуок', 10.289, 103.984, 15),
      r('Дананг', 'Дананга', 'Дананг', 16.054, 108.202, 6),
      r('Камрань', 'Камрани', 'Камрань', 11.921, 109.159, 8),
    ],
  },
  {
    name: 'Мальдивы',
    nameRo: 'Мальдив',
    nameVi: 'Мальдивы',
    phoneCode: '960',
    flightRub: 78_000,
    nightRub: 9_500,
    season: TROPICAL,
    allInclusive: true,
    resorts: [
      r('Атолл Северный Мале', 'атолла Северный Мале', 'атолл Северный Мале', 4.42, 73.5, 25),
      r('Атолл Ари', 'атолла Ари', 'атолл Ари', 3.86, 72.83, 95),
      r('Атолл Баа', 'атолла Баа', 'атолл Баа', 5.15, 73.0, 120),
      r('Атолл Лавиани', 'атолла Лавиани', 'атолл Лавиани', 5.33, 73.52, 140),
    ],
  },
  {
    name: 'Шри-Ланка',
    nameRo: 'Шри-Ланки',
    nameVi: 'Шри-Ланку',
    phoneCode: '94',
    flightRub: 64_000,
    nightRub: 2_200,
    season: TROPICAL,
    allInclusive: false,
    resorts: [
      r('Бентота', 'Бентоты', 'Бентоту', 6.421, 80.0, 90),
      r('Хиккадува', 'Хиккадувы', 'Хиккадуву', 6.14, 80.101, 110),
      r('Унаватуна', 'Унаватуны', 'Унаватуну', 6.011, 80.249, 130),
      r('Негомбо', 'Негомбо', 'Негомбо', 7.209, 79.838, 10),
      r('Коломбо', 'Коломбо', 'Коломбо', 6.927, 79.861, 33),
    ],
  },
  {
    name: 'Индия',
    nameRo: 'Индии',
    nameVi: 'Индию',
    phoneCode: '91',
    flightRub: 52_000,
    nightRub: 1_900,
    season: TROPICAL,
    allInclusive: false,
    resorts: [
      r('Северный Гоа', 'Северного Гоа', 'Северный Гоа', 15.6, 73.74, 40),
      r('Южный Гоа', 'Южного Гоа', 'Южный Гоа', 15.17, 73.95, 25),
      r('Керала', 'Кералы', 'Кералу', 8.4, 76.98, 15),
    ],
  },
  {
    name: 'Куба',
    nameRo: 'Кубы',
    nameVi: 'Кубу',
    phoneCode: '53',
    flightRub: 92_000,
    nightRub: 3_000,
    season: TROPICAL,
    allInclusive: true,
    resorts: [
      r('Варадеро', 'Варадеро', 'Варадеро', 23.154, -81.251, 30),
      r('Кайо-Коко', 'Кайо-Коко', 'Кайо-Коко', 22.51, -78.4, 12),
      r('Гавана', 'Гаваны', 'Гавану', 23.113, -82.366, 18),
      r('Кайо-Санта-Мария', 'Кайо-Санта-Мария', 'Кайо-Санта-Мария', 22.66, -79.0, 20),
    ],
  },
  {
    name: 'Доминикана',
    nameRo: 'Доминиканы',
    nameVi: 'Доминикану',
    phoneCode: '1809',
    flightRub: 98_000,
    nightRub: 3_600,
    season: TROPICAL,
    allInclusive: true,
    resorts: [
      r('Пунта-Кана', 'Пунта-Каны', 'Пунта-Кану', 18.582, -68.405, 20),
      r('Бока-Чика', 'Бока-Чики', 'Бока-Чику', 18.451, -69.605, 10),
      r('Ла-Романа', 'Ла-Романы', 'Ла-Роману', 18.427, -68.973, 15),
      r('Пуэрто-Плата', 'Пуэрто-Платы', 'Пуэрто-Плату', 19.793, -70.688, 18),
    ],
  },
  {
    name: 'Тунис',
    nameRo: 'Туниса',
    nameVi: 'Тунис',
    phoneCode: '216',
    flightRub: 31_000,
    nightRub: 2_100,
    season: MEDITERRANEAN,
    allInclusive: true,
    resorts: [
      r('Хаммамет', 'Хаммамета', 'Хаммамет', 36.4, 10.616, 70),
      r('Сусс', 'Сусса', 'Сусс', 35.825, 10.636, 20),
      r('Монастир', 'Монастира', 'Монастир', 35.777, 10.826, 8),
      r('Джерба', 'Джербы', 'Джербу', 33.807, 10.86, 25),
      r('Махдия', 'Махдии', 'Махдию', 35.504, 11.062, 45),
    ],
  },
  {
    name: 'Греция',
    nameRo: 'Греции',
    nameVi: 'Грецию',
    phoneCode: '30',
    flightRub: 36_000,
    nightRub: 4_100,
    season: MEDITERRANEAN,
    allInclusive: false,
    resorts: [
      r('Крит', 'Крита', 'Крит', 35.339, 25.133, 15),
      r('Родос', 'Родоса', 'Родос', 36.434, 28.217, 14),
      r('Корфу', 'Корфу', 'Корфу', 39.624, 19.921, 5),
      r('Халкидики', 'Халкидики', 'Халкидики', 40.3, 23.5, 80),
      r('Кос', 'Коса', 'Кос', 36.893, 27.288, 26),
    ],
  },
  {
    name: 'Кипр',
    nameRo: 'Кипра',
    nameVi: 'Кипр',
    phoneCode: '357',
    flightRub: 38_000,
    nightRub: 4_300,
    season: MEDITERRANEAN,
    allInclusive: false,
    resorts: [
      r('Айя-Напа', 'Айя-Напы', 'Айя-Напу', 34.988, 34.0, 50),
      r('Протарас', 'Протараса', 'Протарас', 35.012, 34.058, 60),
      r('Лимассол', 'Лимассола', 'Лимассол', 34.683, 33.044, 65),
      r('Пафос', 'Пафоса', 'Пафос', 34.772, 32.423, 15),
      r('Ларнака', 'Ларнаки', 'Ларнаку', 34.917, 33.629, 6),
    ],
  },
  {
    name: 'Абхазия',
    nameRo: 'Абхазии',
    nameVi: 'Абхазию',
    phoneCode: '7940',
    flightRub: 14_000,
    nightRub: 1_800,
    season: [0.6, 0.6, 0.65, 0.7, 0.85, 1.1, 1.35, 1.4, 1.1, 0.8, 0.6, 0.7],
    allInclusive: false,
    resorts: [
      r('Гагра', 'Гагры', 'Гагру', 43.331, 40.233, 35),
      r('Пицунда', 'Пицунды', 'Пицунду', 43.16, 40.338, 55),
      r('Сухум', 'Сухума', 'Сухум', 43.003, 41.023, 110),
      r('Новый Афон', 'Нового Афона', 'Новый Афон', 43.087, 40.812, 90),
    ],
  },
  {
    name: 'Индонезия',
    nameRo: 'Индонезии',
    nameVi: 'Индонезию',
    phoneCode: '62',
    flightRub: 72_000,
    nightRub: 2_900,
    season: [1.1, 1, 1, 1, 1, 1.1, 1.3, 1.35, 1.1, 1, 1, 1.3],
    allInclusive: false,
    resorts: [
      r('Кута', 'Куты', 'Куту', -8.718, 115.169, 5),
      r('Нуса-Дуа', 'Нуса-Дуа', 'Нуса-Дуа', -8.8, 115.23, 12),
      r('Убуд', 'Убуда', 'Убуд', -8.507, 115.263, 37),
      r('Джимбаран', 'Джимбарана', 'Джимбаран', -8.79, 115.16, 6),
      r('Семиньяк', 'Семиньяка', 'Семиньяк', -8.691, 115.162, 10),
    ],
  },
];
