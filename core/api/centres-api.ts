import { z } from 'zod';
import {
  CentreCreateSchema,
  CentreMemberAddSchema,
  CentreMemberSchema,
  CentreSchema,
  CentreSummarySchema,
  CentresOverviewSchema,
  CentreUpdateSchema,
  CENTRE_MESSAGES as M,
  OrganisationPersonSchema,
  SwitchCentreResponseSchema,
  SwitchCentreSchema,
} from '../centres/centre-schemas.ts';
import { get, post, put } from './define-route.ts';

const CentreParams = z.object({ id: z.uuid({ error: M.notFound }) });

/** Centres of the caller's organisation (issue 18). */
export const centresApi = {
  list: get('/api/centres', { responses: { 200: z.array(CentreSummarySchema) } }),
  overview: get('/api/centres/overview', { responses: { 200: CentresOverviewSchema } }),
  people: get('/api/centres/people', { responses: { 200: z.array(OrganisationPersonSchema) } }),
  create: post('/api/centres', { body: CentreCreateSchema, responses: { 201: CentreSchema } }),
  get: get('/api/centres/:id', { params: CentreParams, responses: { 200: CentreSchema } }),
  update: put('/api/centres/:id', { params: CentreParams, body: CentreUpdateSchema, responses: { 200: CentreSchema } }),
  addMember: post('/api/centres/:id/members', {
    params: CentreParams,
    body: CentreMemberAddSchema,
    responses: { 201: CentreMemberSchema },
  }),
  switchCentre: post('/api/auth/switch-centre', {
    body: SwitchCentreSchema,
    responses: { 200: SwitchCentreResponseSchema },
  }),
};
