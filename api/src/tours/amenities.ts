import type { Amenity } from 'shared/node';

/** Amenity groups of a hotel page; ROOMS ('В номере') is shown first (docs/product-rules.md §3). */
export interface AmenityGroupSeed {
  type: string;
  typeText: string;
  /** Amenities with the least stars a hotel needs to have them. */
  amenities: readonly (Amenity & { minStars: number })[];
}

const a = (name: string, icon: string, slug: string, minStars = 1) => ({ name, icon, slug, minStars });

export const AMENITY_GROUPS: readonly AmenityGroupSeed[] = [
  {
    type: 'ROOMS',
    typeText: 'В номере',
    amenities: [
      a('Кондиционер', 'snowflake', 'air-conditioning'),
      a('Бесплатный Wi-Fi', 'wifi', 'room-wifi'),
      a('Телевизор', 'tv', 'tv'),
      a('Холодильник', 'fridge', 'fridge'),
      a('Мини-бар', 'glass', 'minibar', 4),
      a('Сейф', 'lock', 'safe', 3),
      a('Фен', 'wind', 'hairdryer', 3),
      a('Балкон или терраса', 'door-open', 'balcony', 3),
      a('Чайник', 'kettle', 'kettle'),
      a('Халаты и тапочки', 'shirt', 'bathrobes', 5),
    ],
  },
  {
    type: 'HOTEL',
    typeText: 'В отеле',
    amenities: [
      a('Круглосуточная стойка регистрации', 'bell', 'reception-24h'),
      a('Лифт', 'elevator', 'elevator', 3),
      a('Прачечная', 'washer', 'laundry', 3),
      a('Трансфер из аэропорта', 'bus', 'airport-shuttle', 4),
      a('Бесплатная парковка', 'car', 'parking'),
      a('Обмен валюты', 'coins', 'currency-exchange', 3),
      a('Магазины на территории', 'bag', 'shops', 4),
      a('Конференц-зал', 'presentation', 'conference-hall', 5),
    ],
  },
  {
    type: 'BEACH',
    typeText: 'Пляж',
    amenities: [
      a('Собственный пляж', 'umbrella-beach', 'private-beach', 3),
      a('Шезлонги и зонтики', 'sun', 'sunbeds'),
      a('Пляжные полотенца', 'towel', 'beach-towels', 4),
      a('Пирс', 'anchor', 'pier', 4),
      a('Пляжный бар', 'cocktail', 'beach-bar', 4),
    ],
  },
  {
    type: 'POOLS',
    typeText: 'Бассейны',
    amenities: [
      a('Открытый бассейн', 'waves', 'outdoor-pool'),
      a('Крытый бассейн', 'waves', 'indoor-pool', 4),
      a('Подогреваемый бассейн', 'thermometer', 'heated-pool', 4),
      a('Аквапарк с горками', 'slide', 'aquapark', 5),
    ],
  },
  {
    type: 'FOOD',
    typeText: 'Питание',
    amenities: [
      a('Основной ресторан', 'utensils', 'main-restaurant'),
      a('Рестораны а-ля карт', 'chef-hat', 'a-la-carte', 4),
      a('Лобби-бар', 'wine', 'lobby-bar', 3),
      a('Бар у бассейна', 'cocktail', 'pool-bar', 3),
      a('Диетическое меню', 'leaf', 'diet-menu', 4),
      a('Кофейня', 'coffee', 'cafe'),
    ],
  },
  {
    type: 'KIDS',
    typeText: 'Для детей',
    amenities: [
      a('Мини-клуб', 'puzzle', 'kids-club', 4),
      a('Детский бассейн', 'duck', 'kids-pool', 3),
      a('Детская площадка', 'swing', 'playground'),
      a('Детские кроватки', 'baby', 'cots'),
      a('Услуги няни', 'heart-hand', 'babysitting', 5),
      a('Детское меню', 'ice-cream', 'kids-menu', 3),
    ],
  },
  {
    type: 'SPORT',
    typeText: 'Спорт и развлечения',
    amenities: [
      a('Фитнес-центр', 'dumbbell', 'fitness'),
      a('Теннисный корт', 'racket', 'tennis', 4),
      a('Анимация', 'music', 'animation', 3),
      a('Дайвинг-центр', 'mask', 'diving', 4),
      a('Водные виды спорта', 'sailboat', 'water-sports', 3),
      a('Вечерние шоу', 'star', 'shows', 4),
    ],
  },
  {
    type: 'WELLNESS',
    typeText: 'Красота и здоровье',
    amenities: [a('Спа-центр', 'flower', 'spa', 4), a('Хаммам', 'droplets', 'hammam', 4), a('Сауна', 'flame', 'sauna', 3), a('Массаж', 'hand', 'massage', 3)],
  },
];
