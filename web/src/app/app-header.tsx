import { Bell, Menu, Plus, Search } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { PORTAL_NAME } from '../../../core/brand.ts';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { openPatientDialog } from '../lib/patient-dialog-store.ts';
import { SIDEBAR_ID } from './app-sidebar.tsx';

interface AppHeaderProps {
  sidebarOpen: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggleSidebar: () => void;
}

export function AppHeader({ sidebarOpen, toggleRef, onToggleSidebar }: AppHeaderProps) {
  // Spec §2.6: the search box only records the text; patient search arrives with the patients screen.
  const [search, setSearch] = useState('');

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* One search box for every width: on small screens it wraps onto its own row. */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-4 sm:px-6 md:h-16 md:flex-nowrap md:py-0 lg:px-8">
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Toggle sidebar"
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onToggleSidebar}
        >
          <Menu aria-hidden="true" className="size-5" />
        </Button>
        <p className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 md:flex-none">{PORTAL_NAME}</p>
        <search className="order-last basis-full md:order-none md:basis-auto md:flex-1">
          <form onSubmit={(event) => event.preventDefault()}>
            <SearchBox id="patient-search" value={search} onChange={setSearch} />
          </form>
        </search>
        <Button variant="ghost" size="icon" aria-label="View notifications">
          <Bell aria-hidden="true" className="size-5" />
        </Button>
        <Button onClick={() => openPatientDialog()}>
          <Plus aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">New Patient</span>
        </Button>
      </div>
    </header>
  );
}

function SearchBox({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative max-w-md">
      <label htmlFor={id} className="sr-only">
        Search patients
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder="Search patients..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
