import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactApi } from '../../../core/api/contact-api.ts';
import { CONTACT_MESSAGES } from '../../../core/contact/contact-messages.ts';
import { ContactMessageSchema } from '../../../core/contact/contact-schema.ts';
import { ApiErrorSchema } from '../../../core/http/api-error.ts';
import { HTTP_MESSAGES } from '../../../core/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { createIpRateLimit } from '../../plugins/rate-limit.ts';
import { receiveContactMessage } from './contact-service.ts';

const HOUR = 60 * 60 * 1000;
// errors is absent when the body cannot be read at all (malformed JSON, __proto__): the error
// handler answers those, and a required array here made them a 500 serialization error.
const ContactInvalidSchema = ApiErrorSchema.extend({
  errors: z.array(z.object({ field: z.string(), path: z.string().optional(), message: z.string() })).optional(),
});

export function registerContactRoutes(server: FastifyInstance, opts: { deps: AppDeps; messagesPerHour?: number }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;
  // Every attempt counts, valid or not, so the form cannot be used to probe or flood support.
  const contactRateLimit = createIpRateLimit(opts.messagesPerHour ?? 5, HOUR, CONTACT_MESSAGES.tooManyMessages);

  // Public: the sender is usually not a customer yet.
  // The declared body is parsed in the handler (see contactApi.send), so the route schema has none.
  const { schema, ...route } = declaredRoute(contactApi.send);
  app.route({
    ...route,
    schema: { response: { ...schema.response, 400: ContactInvalidSchema } },
    onRequest: contactRateLimit,
    config: { ungated: true, permission: 'public' },
    handler: async (request, reply) => {
      // Parsed here rather than by the route schema so each error carries `path` (the shared
      // contract the contact page reads) as well as the API's usual `field`.
      const parsed = ContactMessageSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => {
          const path = issue.path.join('.') || 'body';
          return { field: path, path, message: issue.message };
        });
        return reply
          .status(400)
          .send({ message: errors[0]?.message ?? HTTP_MESSAGES.invalidRequest, errors, reason: 'validation' });
      }
      await receiveContactMessage(deps, parsed.data, request.log);
      return reply.status(201).send({ received: true });
    },
  });
}
