import { z } from 'zod';
import { APP_LOCALES, PAPER_LOCALES } from './locales.ts';

export const AppLocaleSchema = z.enum(APP_LOCALES);
export const PaperLocaleSchema = z.enum(PAPER_LOCALES);

/** PATCH /api/auth/profile: the signed-in user's language, remembered across devices. */
export const ProfileLanguageSchema = z.object({ language: AppLocaleSchema });
export type ProfileLanguage = z.infer<typeof ProfileLanguageSchema>;
