/**
 * Whether a user is an operator of the deployment (OPERATOR_EMAILS). The address must be
 * verified: an operator address that has no account yet could otherwise be claimed by anyone
 * signing up with it, and with it every clinic's backups.
 */
export function isOperator(
  operatorEmails: readonly string[],
  user: { email: string; isEmailVerified: boolean },
): boolean {
  return user.isEmailVerified && operatorEmails.includes(user.email.toLowerCase());
}
