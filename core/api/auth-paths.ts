/**
 * The current-user and sign-out addresses, apart from their declarations (auth-api.ts uses them):
 * the app's first screen asks them before any schema loads, and importing the declaration would put zod and
 * the schemas into the landing page's script (public-site e2e: within 120 KB gzipped).
 */
export const CURRENT_USER_PATH = '/api/auth/user';
export const LOGOUT_PATH = '/api/logout';
