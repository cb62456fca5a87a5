import type { ClinicHeaderModel } from '../../../../core/print/clinic-header.ts';

/** The clinic header of a printed sheet (logo or initial, name, address, contacts, registration). */
export function ClinicHeader({ header }: { header: ClinicHeaderModel }) {
  return (
    <header className="flex items-center gap-3 border-b-2 border-slate-900 pb-2">
      {header.logoUrl ? (
        <img src={header.logoUrl} alt={`${header.name} logo`} className="size-14 shrink-0 object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-blue-800 text-2xl font-bold text-white print:border-2 print:border-blue-800"
        >
          {header.initial}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-[17px] font-bold">{header.name}</p>
        {header.addressLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {header.contactLine ? <p>{header.contactLine}</p> : null}
        {header.registrationLine ? <p>{header.registrationLine}</p> : null}
      </div>
    </header>
  );
}
