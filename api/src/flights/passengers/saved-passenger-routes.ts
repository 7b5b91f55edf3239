import * as v from 'valibot';
import { savedPassengersSchema, savedPassengerSchema } from 'shared/node';
import { savedPassengerInputSchema } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { passengerFromColumns } from './passenger-columns.js';
import {
  countSavedPassengers,
  deleteSavedPassenger,
  findSavedPassenger,
  insertSavedPassenger,
  listSavedPassengers,
  updateSavedPassenger,
  type SavedPassengerRow,
} from './saved-passenger-store.js';

const NOT_FOUND = 'Пассажир не найден';
const MAX_SAVED = 50;
const passengerParams = v.object({ passengerUuid: v.pipe(v.string(), v.uuid(NOT_FOUND)) });

/** The same field names and formats as the booking form, so a saved passenger fills it as is. */
function view(row: SavedPassengerRow) {
  return { passengerUuid: row.uuid, ...passengerFromColumns(row) };
}

export function savedPassengerRoutes(ctx: FlightsContext): RouteDefinition[] {
  const own = async (uuid: string, userId: string) => {
    const row = await findSavedPassenger(ctx.db, uuid, userId);
    if (!row) throw errors.notFound(NOT_FOUND);
    return row;
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/profile/passengers',
      tags: ['profile'],
      summary: 'Сохранённые пассажиры',
      auth: 'required',
      responses: { 200: { description: 'Пассажиры', schema: savedPassengersSchema } },
      handler: async (c, { user }) => {
        return c.json({ items: (await listSavedPassengers(ctx.db, user.id)).map(view) });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/profile/passengers',
      tags: ['profile'],
      summary: 'Сохранить пассажира',
      description: 'Проверяется той же схемой, что пассажир при бронировании (спецификация §5), и тип пассажира сверяется с возрастом на сегодня.',
      auth: 'required',
      body: savedPassengerInputSchema,
      errors: { 409: 'Достигнут предел сохранённых пассажиров (CONFLICT)' },
      responses: { 201: { description: 'Пассажир', schema: savedPassengerSchema } },
      handler: async (c, { body, user }) => {
        if ((await countSavedPassengers(ctx.db, user.id)) >= MAX_SAVED) throw errors.conflict(`Можно сохранить не больше ${MAX_SAVED} пассажиров`);
        const uuid = await insertSavedPassenger(ctx.db, user.id, body);
        return c.json(view(await own(uuid, user.id)), 201);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/profile/passengers/:passengerUuid',
      tags: ['profile'],
      summary: 'Изменить сохранённого пассажира',
      auth: 'required',
      params: passengerParams,
      body: savedPassengerInputSchema,
      responses: { 200: { description: 'Пассажир', schema: savedPassengerSchema } },
      handler: async (c, { params, body, user }) => {
        await own(params.passengerUuid, user.id);
        await updateSavedPassenger(ctx.db, params.passengerUuid, user.id, body);
        return c.json(view(await own(params.passengerUuid, user.id)));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/profile/passengers/:passengerUuid',
      tags: ['profile'],
      summary: 'Удалить сохранённого пассажира',
      auth: 'required',
      params: passengerParams,
      responses: { 204: { description: 'Удалён' } },
      handler: async (c, { params, user }) => {
        await own(params.passengerUuid, user.id);
        await deleteSavedPassenger(ctx.db, params.passengerUuid, user.id);
        return c.body(null, 204);
      },
    }),
  ];
}
