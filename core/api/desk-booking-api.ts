import type { z } from 'zod';
import { BillCreateSchema, BillSchema } from '../patient-bills/bill-schemas.ts';
import { StudyCreateSchema } from '../studies/study-schemas.ts';
import { post } from './define-route.ts';

/**
 * The front desk books and bills in one step (issue 33 item 10): every line whose fee item is a
 * study (it names a study type) and carries no booked study yet gets one, scheduled at
 * `scheduledDate`, and the line carries its id; then the bill. One transaction: a refused bill
 * books nothing.
 */
export const DeskBookingSchema = BillCreateSchema.extend({
  scheduledDate: StudyCreateSchema.shape.scheduledDate,
});
export type DeskBooking = z.output<typeof DeskBookingSchema>;

export const deskBookingApi = {
  book: post('/api/front-desk/bookings', { body: DeskBookingSchema, responses: { 201: BillSchema } }),
};
