import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { templatesApi } from '../../../core/api/templates-api.ts';
import {
  describeTemplate,
  findBuiltInDefinition,
  isCustomTemplateId,
} from '../../../core/reports/templates/template-access.ts';
import type { TemplateDetail, TemplateSummary } from '../../../core/reports/templates/template-schemas.ts';
import { callApi } from './call-api.ts';

export type { TemplateDetail, TemplateSummary };

/** Templates are under one prefix, so publishing one refreshes the wizard's list and its detail. */
export const TEMPLATES_KEY = [templatesApi.list.path] as const;

/** Every template the clinic sees, with `available` and the plan that unlocks the locked ones. */
export function useTemplates() {
  return useQuery({
    queryKey: [...TEMPLATES_KEY, 'list'],
    queryFn: () => callApi(templatesApi.list),
    staleTime: 60_000,
  });
}

/**
 * One template as the editors and the print page use it. Built-in ones come from core with no
 * request; a clinic's own is fetched at the version the report was written with (or the current
 * one for a new report), so a report always shows and prints the version it was written with.
 */
export function useReportTemplate(id: string, version?: number | null): TemplateDetail | null {
  const custom = isCustomTemplateId(id);
  const query = useQuery({
    queryKey: [...TEMPLATES_KEY, 'one', id, version ?? 'current'],
    queryFn: () => callApi(templatesApi.get, { params: { id }, query: { version: version || undefined } }),
    enabled: custom,
    staleTime: version ? Number.POSITIVE_INFINITY : 60_000,
  });
  const builtIn = useMemo(() => {
    const found = custom ? undefined : findBuiltInDefinition(id);
    return found ? describeTemplate(found, null) : null;
  }, [id, custom]);
  if (!id) return null;
  return custom ? (query.data ?? null) : builtIn;
}
