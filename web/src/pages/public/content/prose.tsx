import type { ReactNode } from 'react';

/**
 * The building blocks of the policy and help pages: a titled section, a bullet list and a
 * definition-style fact list. One place for their typography keeps every page alike.
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-slate-500">
      {items.map((item, index) => (
        // Static text that never reorders, so the position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="font-medium text-slate-900">{term}</dt>
          <dd className="text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A highlighted note, for the places where the law overrides what a policy would otherwise say. */
export function Note({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border-l-4 border-blue-700 bg-blue-50 px-4 py-3 text-slate-800">{children}</p>;
}

export const TEXT_LINK = 'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900';
