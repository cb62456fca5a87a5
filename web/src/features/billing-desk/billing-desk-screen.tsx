import { useLocation } from 'wouter';
import { BillViewPage } from './bill-view-page.tsx';
import { BillsListPage } from './bills-list-page.tsx';
import { FrontDeskPage } from './front-desk-page.tsx';

/** The front desk's screens (issue 33): /front-desk, /bills and /bills/:id, one chunk. */
export function BillingDeskScreen() {
  const [location] = useLocation();
  const billId = /^\/bills\/([^/]+)$/.exec(location)?.[1];
  if (billId) return <BillViewPage id={billId} />;
  if (location.startsWith('/bills')) return <BillsListPage />;
  return <FrontDeskPage />;
}
