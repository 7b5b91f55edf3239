import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { savedPassengersSchema, savedPassengerSchema } from 'shared/node';
import { passengerSchema } from 'shared/node';
import { errors } from '../../http/http-error.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { FlightsContext } from '../flights-context.js';
import { PASSENGER_SELECT_COLUMNS, passengerColumnValues, passengerFromColumns, type PassengerColumns } from './passenger-columns.js';

const NOT_FOUND = 'Пассажир не найден';
const MAX_SAVED = 50;
const passengerParams = v.object({ passengerUuid: v.pipe(v.string(), v.uuid(NOT_FOUND)) });

interface SavedRow extends PassengerColumns {
  uuid: string;
}

const COLUMNS = `uuid, ${PASSENGER_SELECT_COLUMNS}`;

/** The same field names and formats as the booking form, so a saved passenger fills it as is. */
function view(row: SavedRow) {
  return { passengerUuid: row.uuid, ...passengerFromColumns(row) };
}

export function savedPassengerRoutes(ctx: FlightsContext): RouteDefinition[] {
  const own = async (uuid: string, userId: string) => {
    const { rows } = await ctx.db.query<SavedRow>(`SELECT ${COLUMNS} FROM saved_passengers WHERE uuid = $1 AND user_id = $2`, [uuid, userId]);
    if (!rows[0]) throw errors.notFound(NOT_FOUND);
    return rows[0];
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
        const { rows } = await ctx.db.query<SavedRow>(`SELECT ${COLUMNS} FROM saved_passengers WHERE user_id = $1 ORDER BY created_at, uuid`, [user.id]);
        return c.json({ items: rows.map(view) });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/profile/passengers',
      tags: ['profile'],
      summary: 'Сохранить пассажира',
      description: 'Проверяется той же схемой, что пассажир при бронировании (спецификация §5).',
      auth: 'required',
      body: passengerSchema,
      responses: { 201: { description: 'Пассажир', schema: savedPassengerSchema } },
      handler: async (c, { body, user }) => {
        const { rows: count } = await ctx.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM saved_passengers WHERE user_id = $1', [user.id]);
        if ((count[0]?.n ?? 0) >= MAX_SAVED) throw errors.conflict(`Можно сохранить не больше ${MAX_SAVED} пассажиров`);
        const uuid = randomUUID();
        await ctx.db.query(
          `INSERT INTO saved_passengers (uuid, user_id, passenger_type, gender, last_name, first_name, middle_name, birth_date, citizenship,
             document_type, document_number, document_expiry)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12::date)`,
          [uuid, user.id, ...passengerColumnValues(body)],
        );
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
      body: passengerSchema,
      responses: { 200: { description: 'Пассажир', schema: savedPassengerSchema } },
      handler: async (c, { params, body, user }) => {
        await own(params.passengerUuid, user.id);
        await ctx.db.query(
          `UPDATE saved_passengers SET passenger_type = $3, gender = $4, last_name = $5, first_name = $6, middle_name = $7, birth_date = $8::date,
             citizenship = $9, document_type = $10, document_number = $11, document_expiry = $12::date, updated_at = now()
           WHERE uuid = $1 AND user_id = $2`,
          [params.passengerUuid, user.id, ...passengerColumnValues(body)],
        );
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
        await ctx.db.query('DELETE FROM saved_passengers WHERE uuid = $1 AND user_id = $2', [params.passengerUuid, user.id]);
        return c.body(null, 204);
      },
    }),
  ];
}
