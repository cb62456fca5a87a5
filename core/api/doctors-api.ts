import { z } from 'zod';
import { DoctorCreateSchema, DoctorSchema } from '../doctors/doctor-schemas.ts';
import { text } from '../validation/text-rules.ts';
import { defineRoute } from './define-route.ts';

export const doctorsApi = {
  list: defineRoute({ method: 'GET', path: '/api/doctors', responses: { 200: z.array(DoctorSchema) } }),
  search: defineRoute({
    method: 'GET',
    path: '/api/doctors/search/:term',
    params: z.object({ term: text().trim().min(2, 'Search term must be longer than 1 character').max(50) }),
    responses: { 200: z.array(DoctorSchema) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/doctors',
    body: DoctorCreateSchema,
    responses: { 201: DoctorSchema },
  }),
};
