import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ASSISTANT_MESSAGES, endpointUrlProblem } from '../../../core/reports/assist/assistant-settings.ts';

/**
 * Where the portal may send a model request (decision 026). The model is meant to run in the
 * clinic, so private networks and this machine are allowed (an Ollama on the clinic PC, a
 * llama.cpp beside an on-premises portal). What is refused is the cloud's instance metadata and
 * anything link-local or unspecified: an admin must not turn the portal into a reader of its
 * own host's credentials. Checked when saved and again, after DNS, before every call, so a name
 * that later resolves to 169.254.169.254 is refused too.
 */
const FORBIDDEN = new BlockList();
FORBIDDEN.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, AWS/GCP/Azure metadata
FORBIDDEN.addSubnet('0.0.0.0', 8, 'ipv4');
FORBIDDEN.addSubnet('100.100.100.200', 32, 'ipv4'); // Alibaba Cloud metadata
FORBIDDEN.addSubnet('fe80::', 10, 'ipv6');
FORBIDDEN.addSubnet('fd00:ec2::', 32, 'ipv6'); // AWS IPv6 metadata
FORBIDDEN.addAddress('::', 'ipv6');

const METADATA_NAMES = /^(?:metadata|metadata\.google\.internal|instance-data|metadata\.azure\.com)\.?$/i;

export function forbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:169.254.169.254) is checked as the IPv4 it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return FORBIDDEN.check(mapped, 'ipv4');
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host as written: an IP literal (brackets removed) or a name. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** A saved address's problem without DNS: its shape, and a metadata name or address written out. */
export function endpointProblem(text: string): string | null {
  const shape = endpointUrlProblem(text);
  if (shape) return shape;
  const host = hostOf(new URL(text));
  return METADATA_NAMES.test(host) || forbiddenAddress(host) ? ASSISTANT_MESSAGES.urlForbidden : null;
}

/** Before a call: the address as saved and every address its name resolves to now. */
export async function endpointProblemNow(text: string): Promise<string | null> {
  const written = endpointProblem(text);
  if (written) return written;
  const host = hostOf(new URL(text));
  if (isIP(host)) return null;
  const addresses = await lookup(host, { all: true }).catch(() => []);
  return addresses.some(({ address }) => forbiddenAddress(address)) ? ASSISTANT_MESSAGES.urlForbidden : null;
}
