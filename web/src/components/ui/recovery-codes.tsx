import { t } from '../../lib/i18n.ts';
/** Ten one-time recovery codes, shown once right after two-factor is turned on. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {t(
          'Save these recovery codes somewhere safe. Each signs you in once if your phone is lost; they are not shown again.',
        )}
      </p>
      <ul
        aria-label={t('Recovery codes')}
        className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
