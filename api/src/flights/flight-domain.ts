// The in-memory part of the flights area (reference data, network, schedules, search engine, place
// autocomplete), built once per process.
import { PlaceAutocomplete } from './places/place-autocomplete.js';
import { referenceData, type ReferenceData } from './reference/reference-data.js';
import { FlightGenerator } from './schedule/flight-generator.js';
import { RouteNetwork } from './schedule/route-network.js';
import { ConnectionSearch } from './search/connection-search.js';

/** The in-memory part of the flights area: reference data, network, schedules, search engine. */
export interface FlightDomain {
  reference: ReferenceData;
  network: RouteNetwork;
  flights: FlightGenerator;
  engine: ConnectionSearch;
  places: PlaceAutocomplete;
}

let builtDomain: FlightDomain | undefined;

/** Built once per process, as building it is slow: every app instance in a process shares it. */
export function flightDomain(): FlightDomain {
  if (!builtDomain) {
    const reference = referenceData();
    const network = new RouteNetwork(reference);
    const flights = new FlightGenerator(reference, network);
    builtDomain = { reference, network, flights, engine: new ConnectionSearch(reference, network, flights), places: new PlaceAutocomplete(reference) };
  }
  return builtDomain;
}
