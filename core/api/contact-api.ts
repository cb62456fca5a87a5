import { ContactMessageSchema, ContactReceivedSchema } from '../contact/contact-schema.ts';
import { post } from './define-route.ts';

/** The public contact form (accounts spec §2.8): 201, 400 with field errors, 429 when rate-limited. */
export const contactApi = {
  /**
   * The server parses the body with this schema in its handler rather than as the route schema,
   * so each field error also carries `path`, which the contact page reads.
   */
  send: post('/api/contact', { body: ContactMessageSchema, responses: { 201: ContactReceivedSchema } }),
};
