import { contactApi } from '../../../../../core/api/contact-api.ts';
import type { ContactMessage } from '../../../../../core/contact/contact-schema.ts';
import { callApi } from '../../../lib/call-api.ts';

/** POST /api/contact (public): 201 { received: true }, 400 with field errors, 429 when rate-limited. */
export async function postContactMessage(message: ContactMessage): Promise<void> {
  await callApi(contactApi.send, { body: message });
}
