import * as v from 'valibot';
import { defineRoute } from '../http/route.js';
import type { ApiModule } from '../modules/api-module.js';

const outboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.maxLength(254, 'Слишком длинный адрес'))),
  utm_campaign: v.optional(v.string()),
  utm_medium: v.optional(v.string()),
  utm_source: v.optional(v.string()),
});

const outboxSchema = v.object({
  messages: v.array(
    v.object({
      id: v.string(),
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      html: v.string(),
      headers: v.optional(v.record(v.string(), v.string())),
      createdAt: v.string(),
    }),
  ),
});

/** Developer and e2e helpers; not registered at all in production (→ 404). */
export const devModule: ApiModule = {
  name: 'dev',
  routes: (ctx) =>
    ctx.config.nodeEnv === 'production'
      ? []
      : [
          defineRoute({
            method: 'GET',
            path: '/dev/outbox',
            tags: ['dev'],
            summary: 'Отправленные письма (не в production), новые первыми',
            query: outboxQuery,
            responses: { 200: { description: 'Письма', schema: outboxSchema } },
            handler: async (c, { query }) => c.json({ messages: await ctx.mailer.list(query.to?.trim() || undefined) }),
          }),
        ],
};
