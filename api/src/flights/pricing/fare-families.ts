import { formatRub, type FareCode } from 'shared/node';
import type { Cabin } from '../schedule/flight-types.js';

/** What a fare includes; shown on the results card, the offer page and the order. */
export interface FareConditions {
  cabinBag: { pieces: number; weightKg: number };
  /** null: no checked baggage. */
  checkedBag: { pieces: number; weightKg: number } | null;
  exchange: { allowed: boolean; feeRub: number | null };
  refund: { allowed: boolean; feeRub: number | null };
}

export interface FareFamily {
  code: FareCode;
  name: string;
  cabin: Cabin;
  /** Multiplier over the cabin's base price. */
  factor: number;
  conditions: FareConditions;
}

export const FARE_FAMILIES: readonly FareFamily[] = [
  {
    code: 'LIGHT',
    name: 'Лайт',
    cabin: 'economy',
    factor: 1,
    conditions: {
      cabinBag: { pieces: 1, weightKg: 10 },
      checkedBag: null,
      exchange: { allowed: false, feeRub: null },
      refund: { allowed: false, feeRub: null },
    },
  },
  {
    code: 'STANDARD',
    name: 'Стандарт',
    cabin: 'economy',
    factor: 1.22,
    conditions: {
      cabinBag: { pieces: 1, weightKg: 10 },
      checkedBag: { pieces: 1, weightKg: 23 },
      exchange: { allowed: true, feeRub: 3000 },
      refund: { allowed: false, feeRub: null },
    },
  },
  {
    code: 'PLUS',
    name: 'Плюс',
    cabin: 'economy',
    factor: 1.55,
    conditions: {
      cabinBag: { pieces: 1, weightKg: 10 },
      checkedBag: { pieces: 2, weightKg: 23 },
      exchange: { allowed: true, feeRub: 0 },
      refund: { allowed: true, feeRub: 2500 },
    },
  },
  {
    code: 'BUSINESS',
    name: 'Бизнес',
    cabin: 'business',
    factor: 1,
    conditions: {
      cabinBag: { pieces: 2, weightKg: 15 },
      checkedBag: { pieces: 2, weightKg: 32 },
      exchange: { allowed: true, feeRub: 0 },
      refund: { allowed: true, feeRub: 5000 },
    },
  },
  {
    code: 'BUSINESS_FLEX',
    name: 'Бизнес Плюс',
    cabin: 'business',
    factor: 1.3,
    conditions: {
      cabinBag: { pieces: 2, weightKg: 15 },
      checkedBag: { pieces: 3, weightKg: 32 },
      exchange: { allowed: true, feeRub: 0 },
      refund: { allowed: true, feeRub: 0 },
    },
  },
];

export function fareFamiliesOf(cabin: Cabin): readonly FareFamily[] {
  return FARE_FAMILIES.filter((fare) => fare.cabin === cabin);
}

export function fareFamily(code: string): FareFamily | undefined {
  return FARE_FAMILIES.find((fare) => fare.code === code);
}

/** Russian summary lines of the fare rules, for the offer page and the ticket e-mail. */
export function fareRulesText(conditions: FareConditions): string[] {
  return [
    `Ручная кладь: ${conditions.cabinBag.pieces} × ${conditions.cabinBag.weightKg} кг`,
    conditions.checkedBag ? `Багаж: ${conditions.checkedBag.pieces} × ${conditions.checkedBag.weightKg} кг` : 'Багаж не включён',
    conditions.exchange.allowed
      ? conditions.exchange.feeRub
        ? `Обмен со сбором ${formatRub(conditions.exchange.feeRub)}`
        : 'Обмен без сбора'
      : 'Обмен запрещён',
    conditions.refund.allowed
      ? conditions.refund.feeRub
        ? `Возврат со сбором ${formatRub(conditions.refund.feeRub)}`
        : 'Возврат без сбора'
      : 'Возврат запрещён',
  ];
}
