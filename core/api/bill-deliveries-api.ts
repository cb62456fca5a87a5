import { z } from 'zod';
import {
  BillDeliveryCreateSchema,
  DELIVERY_MESSAGES,
  DeliveryLogSchema,
  DeliverySchema,
} from '../deliveries/delivery-schemas.ts';
import { BILL_MESSAGES } from '../patient-bills/bill-messages.ts';
import { del, get, post } from './define-route.ts';

const billId = z.object({ id: z.uuid({ error: BILL_MESSAGES.billNotFound }) });

/**
 * Sending a bill with its payments (the receipt) to its patient by a link (decision 030): the same
 * delivery log, link, code and public page as a sent report (deliveries-api.ts).
 */
export const billDeliveriesApi = {
  send: post('/api/bills/:id/deliveries', {
    params: billId,
    body: BillDeliveryCreateSchema,
    responses: { 201: DeliverySchema },
  }),
  list: get('/api/bills/:id/deliveries', { params: billId, responses: { 200: DeliveryLogSchema } }),
  revokeLink: del('/api/bills/:id/deliveries/:deliveryId/link', {
    params: billId.extend({ deliveryId: z.uuid({ error: DELIVERY_MESSAGES.deliveryNotFound }) }),
    responses: { 200: DeliverySchema },
  }),
};
