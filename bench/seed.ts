import { randomUUID } from 'node:crypto';

const PASSWORD = 'Clinic@Secure2026';

function signupBody(unique: string) {
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${unique}@example.in`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    clinicName: `Sunrise Imaging ${unique}`,
    clinicAddress: '12 MG Road, Sector 14, Gurugram',
    clinicPhone: '9876543210',
    clinicEmail: `front.${unique}@sunrise.in`,
    licenseNumber: 'HMC/2019/4521',
    registrationNumber: 'PNDT/GGN/2020/117',
    doctorName: 'Dr. Rakesh Mehta',
    doctorQualification: 'MBBS, MD (Radiology)',
    subscriptionPlan: 'trial',
    acceptTerms: true,
    acceptPrivacy: true,
  };
}

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
      body: JSON.stringify(signupBody(randomUUID().slice(0, 8))),
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
