// The test suite's signup factory: one valid signup payload, kept in one place.
import { buildSignup } from '../tests/support/factories.ts';

/**
 * Signs up clinics through the public API, so the benchmarked session is a real one. Kept well
 * under the auth rate limit (30/min per address), which the server would otherwise enforce.
 */
export async function seedClinics(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildSignup()),
    });
    const body = (await response.json()) as { token?: string };
    if (response.status !== 201 || !body.token) {
      throw new Error(`signup failed: ${response.status} ${JSON.stringify(body)}`);
    }
    tokens.push(body.token);
  }
  return tokens;
}

/** Fails loudly before measuring if the token does not authenticate, or every request is a 401. */
export async function checkToken(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET /api/auth/user answered ${response.status}`);
}
