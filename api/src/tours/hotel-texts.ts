import { formatDistance, formatRussianNumber } from 'shared/node';
import { pick } from './catalogue-random.js';

/** Parts of generated Russian hotel names and descriptions; picked by the catalogue's seeded PRNG. */
export const NAME_FIRST = [
  'Гранд',
  'Роял',
  'Голден',
  'Санрайз',
  'Лагуна',
  'Пальмира',
  'Аквамарин',
  'Кристалл',
  'Бриз',
  'Оазис',
  'Жемчужина',
  'Султан',
  'Корал',
  'Марина',
  'Белла Виста',
  'Парадиз',
  'Дельфин',
  'Калипсо',
  'Ривьера',
  'Лотос',
  'Орхидея',
  'Сансет',
  'Азур',
  'Империал',
  'Венеция',
  'Атлантис',
  'Сирена',
  'Маяк',
  'Олимп',
  'Изумруд',
  'Солнечный берег',
  'Морская звезда',
  'Лазурит',
  'Бирюза',
  'Фламинго',
  'Кокос',
] as const;

export const NAME_SECOND = [
  'Резорт',
  'Бич Резорт',
  'Отель',
  'Палас',
  'Клаб',
  'Спа энд Резорт',
  'Бутик-отель',
  'Гарден',
  'Сьютс',
  'Бэй',
  'Вилладж',
  'Хаус',
] as const;

const AUDIENCE = ['семейного отдыха', 'отдыха вдвоём', 'спокойного отдыха', 'активного отдыха', 'отдыха с детьми', 'молодёжных компаний'];
const BEACHES = ['песчаный', 'песчано-галечный', 'галечный', 'коралловый', 'платформенный'];
const VIEWS = ['на море', 'на сад', 'на бассейн', 'на горы', 'на лагуну'];
const STYLES = ['в средиземноморском стиле', 'в современном стиле', 'в колониальном стиле', 'в стиле бунгало среди пальм', 'в минималистичном стиле'];

export interface HotelTextFacts {
  name: string;
  stars: number;
  resort: string;
  country: string;
  seaMetres: number;
  /** Metres, written with the site's one distance rule (formatDistance). */
  airportDistance: number;
  built: number;
  renovated: number;
  rooms: number;
  areaHa: number;
}

export function hotelTexts(random: () => number, facts: HotelTextFacts) {
  const audience = pick(random, AUDIENCE);
  const beach = pick(random, BEACHES);
  const style = pick(random, STYLES);
  const view = pick(random, VIEWS);
  const sea = facts.seaMetres <= 50 ? 'на первой береговой линии' : `в ${facts.seaMetres} м от моря`;
  const starsText = facts.stars > 0 ? `${facts.stars}-звёздочный отель` : 'Небольшой отель без звёзд';
  const shortDescription = `${starsText} ${sea} для ${audience}, ${facts.resort}, ${facts.country}. ${capitalise(beach)} пляж, до аэропорта ${formatDistance(facts.airportDistance)}.`;
  const paragraphs = [
    `${facts.name} — ${starsText.toLowerCase()} ${sea} в курорте ${facts.resort} (${facts.country}). Отель построен в ${facts.built} году, последняя реновация — в ${facts.renovated} году. До аэропорта ${formatDistance(facts.airportDistance)}.`,
    `Территория площадью ${formatRussianNumber(facts.areaHa)} га оформлена ${style}: ухоженный сад, бассейны и зоны отдыха с шезлонгами. В отеле ${facts.rooms} номеров; в каждом есть кондиционер и Wi-Fi, из многих открывается вид ${view}.`,
    `Пляж ${beach}, ${facts.seaMetres <= 50 ? 'прямо у отеля' : `в ${facts.seaMetres} м`}; шезлонги и зонтики${facts.stars >= 4 ? ' и полотенца' : ''} для гостей бесплатны.`,
    facts.stars >= 4
      ? 'В основном ресторане — завтраки, обеды и ужины «шведский стол», в ресторанах а-ля карт — национальная и средиземноморская кухня по предварительной записи. Днём и вечером работают бары, для детей есть мини-клуб и детское меню.'
      : 'Ресторан отеля работает по системе «шведский стол»; рядом много кафе и магазинов. Для детей — детская площадка и бассейн.',
    `Отель подойдёт для ${audience}. Заезд с 14:00, выезд до 12:00.`,
  ];
  return { shortDescription, description: paragraphs.join('\n\n'), beach };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const STREETS = [
  'Приморский бульвар',
  'Набережная улица',
  'Курортная улица',
  'Пальмовая аллея',
  'Береговая улица',
  'Центральный проспект',
  'улица Ататюрка',
  'Морская улица',
];
