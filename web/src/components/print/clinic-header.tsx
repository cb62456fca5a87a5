import type { ClinicHeaderModel } from '../../../../core/print/clinic-header.ts';

/** Class names per size: Form F, a dense statutory form, takes the compact letterhead. */
const SIZES = {
  standard: {
    logo: 'size-14',
    initial: 'size-14 text-2xl',
    details: 'min-w-0',
    name: 'text-[17px]',
  },
  compact: {
    logo: 'size-12',
    initial: 'size-12 text-xl',
    details: 'min-w-0 text-[11px]',
    name: 'text-[15px]',
  },
} as const;

/** The clinic header of a printed sheet (logo or initial, name, address, contacts, registration). */
export function ClinicHeader({ header, size = 'standard' }: { header: ClinicHeaderModel; size?: keyof typeof SIZES }) {
  const classes = SIZES[size];
  return (
    <header className="flex items-center gap-3 border-b-2 border-slate-900 pb-2">
      {header.logoUrl ? (
        <img src={header.logoUrl} alt={`${header.name} logo`} className={`${classes.logo} shrink-0 object-contain`} />
      ) : (
        <span
          aria-hidden="true"
          className={`flex ${classes.initial} shrink-0 items-center justify-center rounded-full bg-blue-800 font-bold text-white print:border-2 print:border-blue-800`}
        >
          {header.initial}
        </span>
      )}
      <div className={classes.details}>
        <p className={`${classes.name} font-bold`}>{header.name}</p>
        {header.addressLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {header.contactLine ? <p>{header.contactLine}</p> : null}
        {header.registrationLine ? <p>{header.registrationLine}</p> : null}
      </div>
    </header>
  );
}
