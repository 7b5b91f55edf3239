import { hash01 } from './schedule-random.js';

export interface AircraftType {
  name: string;
  economySeats: number;
  businessSeats: number;
}

const SHORT: AircraftType[] = [
  { name: 'Sukhoi Superjet 100', economySeats: 87, businessSeats: 12 },
  { name: 'Airbus A320', economySeats: 150, businessSeats: 8 },
  { name: 'Boeing 737-800', economySeats: 162, businessSeats: 12 },
];
const MEDIUM: AircraftType[] = [
  { name: 'Airbus A321', economySeats: 170, businessSeats: 16 },
  { name: 'Boeing 737 MAX 8', economySeats: 162, businessSeats: 12 },
  { name: 'Airbus A320neo', economySeats: 156, businessSeats: 8 },
];
const LONG: AircraftType[] = [
  { name: 'Airbus A330-300', economySeats: 268, businessSeats: 28 },
  { name: 'Boeing 777-300ER', economySeats: 374, businessSeats: 28 },
  { name: 'Airbus A350-900', economySeats: 286, businessSeats: 30 },
  { name: 'Boeing 787-9', economySeats: 260, businessSeats: 30 },
];
/** Pobeda, the low-cost carrier, has a one-class fleet. */
const LOW_COST: AircraftType = { name: 'Boeing 737-800', economySeats: 189, businessSeats: 0 };

export function aircraftFor(carrier: string, distanceKm: number, routeKey: string): AircraftType {
  if (carrier === 'DP') return LOW_COST;
  const fleet = distanceKm < 1200 ? SHORT : distanceKm < 4000 ? MEDIUM : LONG;
  return fleet[Math.floor(hash01('aircraft', carrier, routeKey) * fleet.length)]!;
}
