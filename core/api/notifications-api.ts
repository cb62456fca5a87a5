import { NotificationListSchema } from '../notifications/notifications.ts';
import { defineRoute } from './define-route.ts';

/** The header bell's list. */
export const notificationsApi = {
  list: defineRoute({ method: 'GET', path: '/api/notifications', responses: { 200: NotificationListSchema } }),
};
