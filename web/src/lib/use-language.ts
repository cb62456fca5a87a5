import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authApi } from '../../../core/api/auth-api.ts';
import type { AppLocale } from '../../../core/i18n/locales.ts';
import { callApi } from './call-api.ts';
import { currentLocale, setLocale } from './i18n.ts';
import { AUTH_USER_KEY, type SignedInUser, useAuth } from './use-auth.ts';

/**
 * A signed-in person's language is hers on every device (PATCH /api/auth/profile); the switch
 * changes the screen at once and the server remembers it behind. Signed out, only the device does.
 */
export function useChangeLanguage(): (locale: AppLocale) => Promise<void> {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return async (locale) => {
    await setLocale(locale);
    if (!user) return;
    const saved = await callApi(authApi.updateLanguage, { body: { language: locale } });
    queryClient.setQueryData<SignedInUser | null>(AUTH_USER_KEY, (old) =>
      old ? { ...old, language: saved.language } : old,
    );
  };
}

/** On sign-in (or on another device), the profile's language wins over this device's last choice. */
export function useProfileLanguage(): void {
  const { user } = useAuth();
  const language = user?.language;
  useEffect(() => {
    if (language && language !== currentLocale()) void setLocale(language);
  }, [language]);
}
