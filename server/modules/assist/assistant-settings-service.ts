import { eq } from 'drizzle-orm';
import {
  ASSISTANT_MESSAGES,
  type AssistantSettings,
  type AssistantStatus,
  type ConnectionTest,
  DEFAULT_ASSISTANT_SETTINGS,
  type UpdateAssistantSettings,
} from '../../../core/reports/assist/assistant-settings.ts';
import type { Db } from '../../../db/client.ts';
import { assistantSettings } from '../../../db/schema/assistant-settings.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { endpointProblem, endpointProblemNow } from './endpoint-policy.ts';
import { askModel, type ModelEndpoint } from './model-client.ts';

/** How long the portal waits for the model: local models on a clinic PC are slow, a doctor is not patient. */
export const MODEL_TIMEOUT_MS = 30_000;

type Row = typeof assistantSettings.$inferSelect;

async function settingsRow(db: Db, clinicId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(assistantSettings).where(eq(assistantSettings.clinicId, clinicId));
  return row;
}

function publicSettings(row: Row | undefined): AssistantSettings {
  if (!row) return DEFAULT_ASSISTANT_SETTINGS;
  return {
    enabled: row.enabled,
    endpointUrl: row.endpointUrl ?? '',
    model: row.model ?? '',
    apiKeySet: row.apiKeyEncrypted !== null,
  };
}

export async function getAssistantSettings(deps: AppDeps, scope: RequestScope): Promise<AssistantSettings> {
  return publicSettings(await settingsRow(deps.db, scope.clinicId));
}

/** For the wizard: on or off, and the model's name; never the address or key. */
export async function getAssistantStatus(deps: AppDeps, scope: RequestScope): Promise<AssistantStatus> {
  const row = await settingsRow(deps.db, scope.clinicId);
  const on = Boolean(row?.enabled && row.endpointUrl && row.model);
  return { enabled: on, model: on ? (row?.model ?? '') : '' };
}

export async function saveAssistantSettings(
  deps: AppDeps,
  scope: RequestScope,
  input: UpdateAssistantSettings,
  meta: RequestMeta,
): Promise<AssistantSettings> {
  const endpointUrl = input.endpointUrl.trim();
  const problem = endpointUrl === '' ? null : endpointProblem(endpointUrl);
  if (problem) throw new HttpError(400, problem, [{ field: 'endpointUrl', message: problem }]);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const values = {
      enabled: input.enabled,
      endpointUrl: endpointUrl || null,
      model: input.model.trim() || null,
      // Absent keeps the key; empty removes it; a new one is stored only encrypted.
      ...(input.apiKey === undefined
        ? {}
        : { apiKeyEncrypted: input.apiKey === '' ? null : deps.fieldCipher.encrypt(input.apiKey) }),
      updatedBy: scope.userId,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(assistantSettings)
      .values({ clinicId: scope.clinicId, ...values })
      .onConflictDoUpdate({ target: assistantSettings.clinicId, set: values })
      .returning();
    const saved = publicSettings(row);
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'clinic.assistant_settings.update',
        entityType: 'clinic',
        entityId: scope.clinicId,
        // The address and model name are the clinic's configuration, not patient data; never the key.
        details: {
          enabled: saved.enabled,
          model: saved.model,
          apiKeySet: saved.apiKeySet,
          apiKeyChanged: input.apiKey !== undefined,
        },
      },
      meta,
      now,
    );
    return saved;
  });
}

/**
 * The endpoint the clinic saved, with its key decrypted, for one call; null when it has none.
 * Enabled or not is the caller's question (a test may run before the assistant is turned on).
 */
export async function savedEndpoint(
  deps: AppDeps,
  clinicId: string,
): Promise<(ModelEndpoint & { enabled: boolean }) | null> {
  const row = await settingsRow(deps.db, clinicId);
  if (!row?.endpointUrl || !row.model) return null;
  return {
    enabled: row.enabled,
    url: row.endpointUrl,
    model: row.model,
    apiKey: row.apiKeyEncrypted ? deps.fieldCipher.decrypt(row.apiKeyEncrypted) : null,
    timeoutMs: MODEL_TIMEOUT_MS,
  };
}

/** An address the check refuses now (after DNS): the same 400 whether saved or asked. */
export async function assertEndpointAllowed(url: string): Promise<void> {
  const problem = await endpointProblemNow(url);
  if (problem) throw new HttpError(400, problem, [{ field: 'endpointUrl', message: problem }]);
}

const TEST_MESSAGES = [
  { role: 'system', content: 'You are being tested by a clinic portal. Reply with the single word: ready.' },
  { role: 'user', content: 'Are you there?' },
] as const;

/** "Test connection": the saved endpoint asked a question with no patient in it; audited. */
export async function testAssistantConnection(
  deps: AppDeps,
  scope: RequestScope,
  meta: RequestMeta,
): Promise<ConnectionTest> {
  const endpoint = await savedEndpoint(deps, scope.clinicId);
  if (!endpoint) throw new HttpError(409, ASSISTANT_MESSAGES.notSet);
  await assertEndpointAllowed(endpoint.url);
  const answer = await askModel({ ...endpoint, timeoutMs: Math.min(endpoint.timeoutMs, 15_000) }, TEST_MESSAGES);
  const result: ConnectionTest = answer.ok
    ? { ok: true, message: ASSISTANT_MESSAGES.connected(endpoint.model) }
    : { ok: false, message: answer.message };
  await recordMemberAction(
    deps.db,
    scope,
    {
      action: 'clinic.assistant_settings.test',
      entityType: 'clinic',
      entityId: scope.clinicId,
      details: { model: endpoint.model, outcome: answer.ok ? 'answered' : answer.kind },
    },
    meta,
    deps.clock.now(),
  );
  return result;
}
