/**
 * Masks an e-mail address for screens that list messages (m•••@example.in): an administrator
 * sees that a reminder went to an address of the clinic, not the whole address.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

const EMAIL_IN_TEXT = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** Every e-mail address in a text masked, e.g. in an SMTP server's error reply. */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (address) => maskEmail(address));
}
