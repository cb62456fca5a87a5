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
import { defineRoute } from './define-route.ts';

const CentreParams = z.object({ id: z.uuid({ error: M.notFound }) });

/** Centres of the caller's organisation (issue 18). */
export const centresApi = {
  list: defineRoute({ method: 'GET', path: '/api/centres', responses: { 200: z.array(CentreSummarySchema) } }),
  overview: defineRoute({ method: 'GET', path: '/api/centres/overview', responses: { 200: CentresOverviewSchema } }),
  people: defineRoute({
    method: 'GET',
    path: '/api/centres/people',
    responses: { 200: z.array(OrganisationPersonSchema) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/centres',
    body: CentreCreateSchema,
    responses: { 201: CentreSchema },
  }),
  get: defineRoute({ method: 'GET', path: '/api/centres/:id', params: CentreParams, responses: { 200: CentreSchema } }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/centres/:id',
    params: CentreParams,
    body: CentreUpdateSchema,
    responses: { 200: CentreSchema },
  }),
  addMember: defineRoute({
    method: 'POST',
    path: '/api/centres/:id/members',
    params: CentreParams,
    body: CentreMemberAddSchema,
    responses: { 201: CentreMemberSchema },
  }),
  switchCentre: defineRoute({
    method: 'POST',
    path: '/api/auth/switch-centre',
    body: SwitchCentreSchema,
    responses: { 200: SwitchCentreResponseSchema },
  }),
};
