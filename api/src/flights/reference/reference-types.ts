/** Shapes of the reference data files in `api/data/` (see api/data/README.md). */
export interface CityCases {
  /** 'Москва' */
  nominative: string;
  /** 'в Москве' — where */
  locative: string;
  /** 'из Москвы' — from where */
  genitive: string;
  /** 'в Москву' — to where */
  accusative: string;
}

export interface City {
  code: string;
  name: string;
  nameEn: string;
  country: string;
  timeZone: string;
  /** 1–100: ranks autocomplete and sizes the flight network. */
  popularity: number;
  cases: CityCases;
}

export interface Airport {
  code: string;
  cityCode: string;
  name: string;
  nameEn: string;
  lat: number;
  lon: number;
  /** 0 = the city's main airport. */
  rank: number;
}

export interface Airline {
  code: string;
  name: string;
  nameEn: string;
  country: string;
  hubs: string[];
  /** 0–1: how often it wins a route among its competitors. */
  weight: number;
}

export interface Country {
  code: string;
  name: string;
  nameEn: string;
}
