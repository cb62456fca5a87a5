import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { t } from '../../lib/i18n.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useCentres } from '../../lib/use-centres.ts';

/**
 * Organisation admins of more than one centre choose whose figures to see: the current centre
 * (''), another centre, or all centres together (issue 18). Hidden for everyone else, whom the
 * server would refuse anyway.
 */
export function CentreFilter({ value, onChange }: { value: string; onChange: (centre: string) => void }) {
  const { user } = useAuth();
  const centres = useCentres();
  const others = (centres.data ?? []).filter((centre) => centre.id !== user?.centre?.id);
  if (!user?.organisationAdmin || others.length === 0) return null;
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-56 print:hidden">
      <Label htmlFor="analytics-centre">{t('Centre')}</Label>
      <Select id="analytics-centre" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('This centre ({name})', { name: user.centre?.name ?? '' })}</option>
        {others.map((centre) => (
          <option key={centre.id} value={centre.id}>
            {centre.name}
          </option>
        ))}
        <option value="all">{t('All centres')}</option>
      </Select>
    </div>
  );
}
