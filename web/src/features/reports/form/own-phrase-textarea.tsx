import { t } from '../../../lib/i18n.ts';
import { useForgetPhrase, useOwnPhrases } from './own-phrases-api.ts';
import { PhraseTextarea } from './phrase-textarea.tsx';

type Props = Parameters<typeof PhraseTextarea>[0] & { templateId: string; section: string };

/**
 * The phrase-suggestion text area with the doctor's own phrasing first (issue 35 item 2): their
 * most used phrases in this section lead the suggestions, the template's bank follows, and any of
 * their phrases can be forgotten from the list under the text area.
 */
export function OwnPhraseTextarea({ templateId, section, phraseBank, ...props }: Props) {
  const own = useOwnPhrases(templateId, section);
  const forget = useForgetPhrase(templateId, section);
  const bank = own.length ? [...own, ...phraseBank.filter((p) => !own.includes(p))] : phraseBank;
  return (
    <div className="space-y-1">
      <PhraseTextarea {...props} phraseBank={bank} />
      {own.length ? (
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer">{t('Your phrases ({count})', { count: own.length })}</summary>
          <ul className="mt-1 space-y-1">
            {own.map((phrase) => (
              <li key={phrase} className="flex items-start justify-between gap-2">
                <span>{phrase}</span>
                <button
                  type="button"
                  className="shrink-0 text-blue-800 underline disabled:opacity-50"
                  disabled={forget.isPending}
                  onClick={() => forget.mutate(phrase)}
                  aria-label={t('Forget the phrase: {phrase}', { phrase })}
                >
                  {t('Forget')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
