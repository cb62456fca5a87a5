import type { ContactMessage } from '../../../../../core/contact/contact-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contact (public): 201 { received: true }, 400 with field errors, 429 when rate-limited. */
export async function postContactMessage(message: ContactMessage): Promise<void> {
  await apiRequest('POST', '/api/contact', message);
}
