import { useQuery } from '@tanstack/react-query';
import {
  Building2,
  ChevronRight,
  Flag,
  HelpCircle,
  type LucideIcon,
  MessageSquare,
  PlusCircle,
  RefreshCw,
  Star,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '~/ui/card';
import type { AdminStats } from '../admin.schema';
import { useAdminRequest } from '../use-admin-request';

interface DashboardLink {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** Spec §2: the six cards of the dashboard, and the corrections queue. */
const LINKS: DashboardLink[] = [
  {
    to: '/admin/partners',
    title: 'Partner Management',
    description: 'Search, edit, bulk edit, import and export partners.',
    icon: Building2,
  },
  {
    to: '/admin/partners/new',
    title: 'Add Partner',
    description: 'Create a new funeral home or cremation partner.',
    icon: PlusCircle,
  },
  {
    to: '/admin/inquiries',
    title: 'Inquiries',
    description: 'Read family inquiries and track their follow-up.',
    icon: MessageSquare,
  },
  {
    to: '/admin/corrections',
    title: 'Corrections',
    description: 'Check what visitors reported as wrong on a partner page.',
    icon: Flag,
  },
  {
    to: '/admin/faq',
    title: 'FAQ Management',
    description: 'Write and target the questions shown on public pages.',
    icon: HelpCircle,
  },
  {
    to: '/admin/google-places',
    title: 'Individual Updates',
    description: 'Refresh Google ratings and reviews one partner at a time.',
    icon: Star,
  },
  {
    to: '/admin/bulk-google-places',
    title: 'Bulk Updates',
    description: 'Update Google Places data for many partners at once.',
    icon: RefreshCw,
  },
];

const COUNTERS: { key: keyof AdminStats; label: string }[] = [
  { key: 'partners', label: 'Total Partners' },
  { key: 'inquiries', label: 'Inquiries' },
  { key: 'faqItems', label: 'FAQ Items' },
  { key: 'newCorrections', label: 'New Corrections' },
  { key: 'staleListings', label: 'Unconfirmed 180+ Days' },
  { key: 'portalChangeRequests', label: 'Name/Address Changes to Approve' },
];

/**
 * The dashboard body (spec §2): the counters ('...' while loading), other modules' panels (what waits for
 * the office), and the section cards.
 */
export function AdminDashboard({ panels }: { panels?: ReactNode }) {
  const request = useAdminRequest();
  const stats = useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => request<AdminStats>('/api/admin/stats', { signal }),
    // Counts change with every edit on the other screens: fresh each time the dashboard opens.
    refetchOnMount: 'always',
  });

  return (
    <div className="grid gap-8">
      <section aria-labelledby="dashboard-counters">
        <h2 id="dashboard-counters" className="sr-only">
          Overview
        </h2>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {COUNTERS.map(({ key, label }) => (
            <Card key={key} className="p-5">
              <dt className="text-muted text-base font-medium">{label}</dt>
              <dd className="text-ink mt-1 text-3xl font-semibold tabular-nums" aria-live="polite">
                {stats.isPending ? '...' : stats.isError ? '—' : stats.data[key].toLocaleString('en-US')}
              </dd>
            </Card>
          ))}
        </dl>
        {stats.isError ? (
          <p role="alert" className="text-danger mt-3 text-base">
            The counts could not be loaded. Reload the page to try again.
          </p>
        ) : null}
      </section>

      {panels}

      <section aria-labelledby="dashboard-sections">
        <h2 id="dashboard-sections" className="text-ink mb-4 text-xl font-semibold">
          Manage
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LINKS.map(({ to, title, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group border-line hover:border-brand-400 flex h-full items-start gap-4 rounded-xl border bg-white p-5 shadow-sm transition-colors"
              >
                <span className="bg-brand-100 text-brand-700 flex size-11 shrink-0 items-center justify-center rounded-lg">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="grid flex-1 gap-1">
                  <span className="text-ink text-lg font-semibold group-hover:underline">{title}</span>
                  <span className="text-muted text-base">{description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="text-muted mt-1 size-5 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
