import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { phraseSuggestionsApi } from '../../../../../core/api/phrase-suggestions-api.ts';
import { callApi } from '../../../lib/call-api.ts';
import { useCan } from '../../../lib/use-permissions.ts';

const OWN_PHRASES_KEY = [phraseSuggestionsApi.list.path] as const;

/**
 * The signed-in doctor's most used phrases for one section of a template (issue 35 item 2), or
 * none for a member who signs no reports (the server refuses them: 403).
 */
export function useOwnPhrases(templateId: string, section: string): string[] {
  const can = useCan();
  const allowed = can('reports.finalize') && templateId !== '';
  const query = useQuery({
    queryKey: [...OWN_PHRASES_KEY, templateId, section],
    queryFn: () => callApi(phraseSuggestionsApi.list, { query: { templateId, section } }),
    enabled: allowed,
    staleTime: 5 * 60_000,
  });
  return (query.data?.phrases ?? []).filter((p) => p.source === 'own').map((p) => p.text);
}

/** Forgets one of the doctor's phrases in a section: it is not suggested again. */
export function useForgetPhrase(templateId: string, section: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (phrase: string) => callApi(phraseSuggestionsApi.forget, { body: { templateId, section, phrase } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...OWN_PHRASES_KEY, templateId, section] }),
  });
}
