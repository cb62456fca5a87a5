import { makePng } from '../../support/test-files.ts';

/** Item 7's evidence through the API, as the evidence panel would upload it (issue 29 §3). */
export async function attachEvidenceThroughApi(
  baseUrl: string,
  token: string,
  formId: string,
  kind: 'referral_slip' | 'referral_note',
): Promise<void> {
  const res = await fetch(`${baseUrl}/api/pcpndt-forms/${formId}/attachments?kind=${kind}&fileName=${kind}.png`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    body: new Uint8Array(makePng()),
  });
  if (res.status !== 201) throw new Error(`attaching ${kind} failed: ${res.status} ${await res.text()}`);
}

/** The only Form F of a new clinic, read through the API. */
export async function onlyFormF(baseUrl: string, token: string): Promise<{ id: string; formId: string }> {
  const res = await fetch(`${baseUrl}/api/pcpndt-forms`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { forms: { id: string; formId: string }[] };
  const form = body.forms[0];
  if (!form) throw new Error('no Form F');
  return form;
}
