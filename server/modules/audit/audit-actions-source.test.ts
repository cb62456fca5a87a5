import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_CODES } from '../../../core/audit/audit-actions.ts';
import type { AuditEntry } from './record-audit.ts';

const SERVER = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the audit actions the server writes', () => {
  it('accepts only codes of AUDIT_ACTIONS (checked by npm run typecheck)', () => {
    // @ts-expect-error a code without a label in core/audit/audit-actions.ts does not compile
    const unknown: AuditEntry = { action: 'team.unknown', outcome: 'success' };
    const known: AuditEntry = { action: 'centre.switch', outcome: 'success' };
    expect([unknown.action, known.action]).toHaveLength(2);
  });

  // The filter offers every code of the table: one the server no longer writes would be a choice
  // that never matches a new event. (A retired code stays only if old rows still carry it.)
  it('writes every code of the table somewhere', () => {
    const source = sourceFiles(SERVER)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unwritten = AUDIT_ACTION_CODES.filter((code) => !source.includes(`'${code}'`));
    expect(unwritten).toEqual([]);
  });
});
