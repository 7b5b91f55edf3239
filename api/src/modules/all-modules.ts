import { accountsModule } from '../accounts/accounts-module.js';
import { countriesModule } from '../countries/countries-module.js';
import { devModule } from '../dev/dev-module.js';
import { flightsModule } from '../flights/flights-module.js';
import { pagesModule } from '../pages/pages-module.js';
import { toursModule } from '../tours/tours-module.js';
import type { ApiModule } from './api-module.js';

/** Every feature of the API, in seed order. */
export const allModules: ApiModule[] = [accountsModule, pagesModule, countriesModule, devModule, flightsModule, toursModule];
