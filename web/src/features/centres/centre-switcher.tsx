import { Building2 } from 'lucide-react';
import { Select } from '../../components/ui/select.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useCentres } from '../../lib/use-centres.ts';
import { useSwitchCentre } from './centres-api.ts';

/**
 * The shell's centre switcher (issue 18): shown to users who may enter more than one centre.
 * The current centre's name and registration number show above it in every case.
 */
export function CentreSwitcher() {
  const { user } = useAuth();
  const centres = useCentres();
  const switchCentre = useSwitchCentre();
  const list = centres.data ?? [];
  const current = user?.centre?.id ?? user?.clinicId;
  if (list.length < 2 || !current) return null;
  return (
    <div className="border-b border-slate-200 px-4 py-3">
      <label htmlFor="centre-switcher" className="flex items-center gap-1.5 text-xs font-semibold text-slate-600">
        <Building2 aria-hidden="true" className="size-3.5" />
        {t('Centre')}
      </label>
      <Select
        id="centre-switcher"
        className="mt-1"
        value={current}
        disabled={switchCentre.isPending}
        onChange={(event) =>
          switchCentre.mutate(event.target.value, {
            onError: (error) =>
              toast({
                title: t('Centre not switched'),
                description: t(errorMessageOf(error, msg('Please try again.'))),
                variant: 'destructive',
              }),
          })
        }
      >
        {list.map((centre) => (
          <option key={centre.id} value={centre.id}>
            {centre.name}
            {centre.readOnly ? ` ${t('(read-only)')}` : ''}
          </option>
        ))}
      </Select>
    </div>
  );
}
