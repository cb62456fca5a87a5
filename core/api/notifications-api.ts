import { NotificationListSchema } from '../notifications/notifications.ts';
import { get } from './define-route.ts';

/** The header bell's list. */
export const notificationsApi = {
  list: get('/api/notifications', { responses: { 200: NotificationListSchema } }),
};
