import { z } from 'zod';
import { DoctorCreateSchema, DoctorSchema } from '../doctors/doctor-schemas.ts';
import { text } from '../validation/text-rules.ts';
import { get, post } from './define-route.ts';

export const doctorsApi = {
  list: get('/api/doctors', { responses: { 200: z.array(DoctorSchema) } }),
  search: get('/api/doctors/search/:term', {
    params: z.object({ term: text().trim().min(2, 'Search term must be longer than 1 character').max(50) }),
    responses: { 200: z.array(DoctorSchema) },
  }),
  create: post('/api/doctors', { body: DoctorCreateSchema, responses: { 201: DoctorSchema } }),
};
