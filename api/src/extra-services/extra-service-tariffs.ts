/**
 * Prices of the paid extra services of an order, in roubles. The one source for both the
 * /feature-tariffs content page and the order options of the flights module.
 */
export type ExtraServiceCode = 'BAGGAGE' | 'SEAT' | 'SMS' | 'REFUND_GUARANTEE' | 'INSURANCE';

export interface ExtraServiceTariff {
  code: ExtraServiceCode;
  title: string;
  description: string;
  priceRub: number;
  /** What the price is counted per. */
  per: 'passenger_segment' | 'passenger' | 'order';
}

export const PER_LABELS: Record<ExtraServiceTariff['per'], string> = {
  passenger_segment: 'за пассажира на один перелёт',
  passenger: 'за пассажира',
  order: 'за заказ',
};

export const extraServiceTariffs: readonly ExtraServiceTariff[] = [
  {
    code: 'BAGGAGE',
    title: 'Багаж до 23 кг',
    description: 'Одно место багажа до 23 кг, сумма трёх измерений не более 158 см, если тариф перевозчика не включает багаж.',
    priceRub: 2490,
    per: 'passenger_segment',
  },
  {
    code: 'SEAT',
    title: 'Выбор места в салоне',
    description: 'Место у окна, у прохода или рядом со спутниками, закреплённое до начала регистрации.',
    priceRub: 590,
    per: 'passenger_segment',
  },
  {
    code: 'SMS',
    title: 'SMS-информирование',
    description: 'Сообщения об изменении расписания, задержке и начале регистрации на рейс.',
    priceRub: 149,
    per: 'order',
  },
  {
    code: 'REFUND_GUARANTEE',
    title: 'Гарантия возврата',
    description: 'Возврат полной стоимости билета по невозвратному тарифу при отказе от поездки не позднее чем за 24 часа до вылета.',
    priceRub: 1290,
    per: 'passenger',
  },
  {
    code: 'INSURANCE',
    title: 'Медицинская страховка',
    description: 'Медицинские расходы за рубежом до 50 000 евро на весь срок поездки, включая COVID-19 и экстренную стоматологию.',
    priceRub: 690,
    per: 'passenger',
  },
];

export function extraServiceTariff(code: ExtraServiceCode): ExtraServiceTariff {
  const tariff = extraServiceTariffs.find((t) => t.code === code);
  if (!tariff) throw new Error(`Unknown extra service ${code}`);
  return tariff;
}
