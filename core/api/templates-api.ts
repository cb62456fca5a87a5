import { z } from 'zod';
import {
  CustomTemplateInputSchema,
  TemplateDetailSchema,
  TemplateIdParamsSchema,
  TemplateSummarySchema,
  TemplateVersionQuerySchema,
} from '../reports/templates/template-schemas.ts';
import { get, post, put } from './define-route.ts';

/** Report templates (issue 17): every one the clinic sees, one at a version, and the clinic's own. */
export const templatesApi = {
  list: get('/api/templates', { responses: { 200: z.array(TemplateSummarySchema) } }),
  get: get('/api/templates/:id', {
    params: TemplateIdParamsSchema,
    query: TemplateVersionQuerySchema,
    responses: { 200: TemplateDetailSchema },
  }),
  create: post('/api/templates', { body: CustomTemplateInputSchema, responses: { 201: TemplateDetailSchema } }),
  /** Publishes a new version of the clinic's template. */
  publish: put('/api/templates/:id', {
    params: TemplateIdParamsSchema,
    body: CustomTemplateInputSchema,
    responses: { 200: TemplateDetailSchema },
  }),
};
