import { describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES } from '../../../core/reports/assist/assistant-settings.ts';
import { endpointProblem, endpointProblemNow, forbiddenAddress } from './endpoint-policy.ts';

describe('where a model request may go (decision 026)', () => {
  it.each([
    ['169.254.169.254', true],
    ['169.254.0.1', true],
    ['0.0.0.0', true],
    ['100.100.100.200', true],
    ['fe80::1', true],
    ['fd00:ec2::254', true],
    ['::', true],
    ['::ffff:169.254.169.254', true],
    ['127.0.0.1', false],
    ['192.168.1.20', false],
    ['10.0.0.5', false],
    ['::1', false],
    ['8.8.8.8', false],
  ])('%s forbidden: %s', (address, forbidden) => {
    expect(forbiddenAddress(address)).toBe(forbidden);
  });

  it('allows a clinic PC, this machine and a provider; refuses other schemes and metadata names', () => {
    expect(endpointProblem('http://192.168.1.20:11434/v1')).toBeNull();
    expect(endpointProblem('http://localhost:8080/v1')).toBeNull();
    expect(endpointProblem('https://api.example.com/v1')).toBeNull();
    expect(endpointProblem('file:///etc/passwd')).toBe(ASSISTANT_MESSAGES.url);
    expect(endpointProblem('gopher://192.168.1.20/')).toBe(ASSISTANT_MESSAGES.url);
    expect(endpointProblem('http://a:b@192.168.1.20/')).toBe(ASSISTANT_MESSAGES.urlCredentials);
    expect(endpointProblem('http://metadata.google.internal/')).toBe(ASSISTANT_MESSAGES.urlForbidden);
    expect(endpointProblem('http://[fe80::1%25eth0]/')).not.toBeNull();
  });

  it('checks what a name resolves to before a call', async () => {
    expect(await endpointProblemNow('http://localhost:11434/v1')).toBeNull();
    expect(await endpointProblemNow('http://169.254.169.254/')).toBe(ASSISTANT_MESSAGES.urlForbidden);
  });
});
