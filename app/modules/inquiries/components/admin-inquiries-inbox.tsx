import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, RefreshCw, Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parseCsv } from '~/lib/csv';
import { downloadBlob } from '~/lib/download';
import { useAdminFile, useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { cn } from '~/ui/cn';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import { useTypedSearch } from '~/ui/use-typed-search';
import {
  type InboxFilters,
  inboxFiltersFromParams,
  inboxParams,
  inquiryExportPath,
  inquiryPageQuery,
} from '../inquiries-admin.queries';
import { inquiryExportFileName } from '../inquiry-csv';
import {
  INQUIRY_SEARCH_MAX,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from '../inquiry-admin.schema';
import { AdminInquiryCard } from './admin-inquiry-card';

/**
 * The office's inquiries inbox (design §3 Inquiries): search, status and partner filters and the page live
 * in the URL (a link can be shared, Back returns to the previous view); 50 a page, newest first, with the
 * true total; each inquiry is handled on its card (status, notes, forward to the partner).
 */
export function AdminInquiriesInbox() {
  const request = useAdminRequest();
  const downloadFile = useAdminFile();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = inboxFiltersFromParams(params);
  const [exporting, setExporting] = useState(false);
  const inquiries = useQuery(inquiryPageQuery(request, filters));

  // A pushed entry for every change of view, so the browser's Back returns to the one before; typed words
  // replace theirs (one entry per search, not per word).
  const show = (next: Partial<InboxFilters>, { replace = false } = {}) =>
    setParams(inboxParams({ ...filters, page: 1, ...next }), { replace });
  // Runs as the office types, and at once on Enter.
  const searchText = useTypedSearch(filters.q, (q) => show({ q }, { replace: true }));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchText.submit();
  };

  const clearAll = () => {
    searchText.setText('');
    setParams(new URLSearchParams());
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await downloadFile(inquiryExportPath(filters));
      downloadBlob(inquiryExportFileName(), file);
      // The count is the file's own: what the office opens is what the toast says.
      const exported = parseCsv(await file.text()).length - 1;
      toast({
        title: 'Export complete',
        description: `Exported ${exported.toLocaleString('en-US')} inquiries to CSV`,
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to export inquiries', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const data = inquiries.data;
  const filtered = Boolean(filters.q || filters.status || filters.partnerId);
  const partnerName =
    filters.partnerId && data?.items.find((item) => item.partnerId === filters.partnerId)?.partnerName;

  return (
    <div className="grid gap-6">
      <form role="search" aria-label="Inquiries" onSubmit={search} className="grid gap-4 lg:grid-cols-[1fr_14rem_auto]">
        <div className="grid gap-2">
          <Label htmlFor="inquiry-search">Search inquiries</Label>
          <Input
            id="inquiry-search"
            type="search"
            value={searchText.text}
            maxLength={INQUIRY_SEARCH_MAX}
            placeholder="Name, email, phone, message or partner"
            onChange={(event) => searchText.setText(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="inquiry-status-filter">Status</Label>
          <Select
            id="inquiry-status-filter"
            value={filters.status ?? 'all'}
            onChange={(event) =>
              show({
                q: searchText.text.trim(),
                status: event.target.value === 'all' ? null : (event.target.value as InquiryStatus),
              })
            }
          >
            <option value="all">All statuses</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INQUIRY_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex items-end gap-3">
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
          {filtered ? (
            <Button variant="ghost" onClick={clearAll}>
              <X aria-hidden="true" />
              Clear
            </Button>
          ) : null}
        </div>
      </form>

      {filters.partnerId ? (
        <p className="bg-brand-50 text-ink flex flex-wrap items-center gap-3 rounded-lg px-4 py-3">
          <span>
            Showing inquiries for <strong>{partnerName || 'one partner'}</strong> only.
          </span>
          <Button variant="link" onClick={() => show({ partnerId: null })}>
            Show every partner
          </Button>
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" role="status">
          {data ? resultLine(data.total, data.page, data.pageSize, filtered) : ''}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'inquiries'] })}
            disabled={inquiries.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(inquiries.isFetching && 'animate-spin')} />
            Refresh
          </Button>
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={!data?.total || exporting}>
            <Download aria-hidden="true" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
      </div>

      {inquiries.isPending ? (
        <div aria-busy="true" className="grid gap-4">
          <span className="sr-only">Loading inquiries...</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-44 w-full rounded-xl" />
          ))}
        </div>
      ) : inquiries.isError ? (
        <Alert variant="destructive">
          <AlertDescription>Failed to fetch inquiries</AlertDescription>
        </Alert>
      ) : data && data.items.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-ink text-lg font-semibold">
            {data.total > 0 ? 'No inquiries on this page' : filtered ? 'No inquiries match' : 'No inquiries yet'}
          </p>
          <p className="text-muted mt-1">
            {filtered
              ? 'Try other words, another status, or clear the filters.'
              : 'Inquiries families send from partner pages appear here, newest first.'}
          </p>
        </Card>
      ) : data ? (
        <>
          <ul
            className={cn('grid gap-4', inquiries.isPlaceholderData && 'opacity-60')}
            aria-busy={inquiries.isPlaceholderData}
          >
            {data.items.map((inquiry) => (
              <li key={inquiry.id}>
                <AdminInquiryCard inquiry={inquiry} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} pageCount={data.pageCount} filters={filters} />
        </>
      ) : null}
    </div>
  );
}

function resultLine(total: number, page: number, pageSize: number, filtered: boolean): string {
  if (total === 0) return '';
  const noun = total === 1 ? 'inquiry' : 'inquiries';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const range = first > total ? '' : `, showing ${first}–${last}`;
  return `${total.toLocaleString('en-US')} ${filtered ? 'matching ' : ''}${noun}${range}, newest first`;
}

/** Links, not buttons: each page has its URL, opens in a new tab and is a Back step. */
function Pagination({ page, pageCount, filters }: { page: number; pageCount: number; filters: InboxFilters }) {
  if (pageCount <= 1 && page <= 1) return null;
  const to = (target: number) => `?${inboxParams({ ...filters, page: target })}`;
  return (
    <nav aria-label="Inquiry pages" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="secondary">
          <Link to={to(Math.min(page - 1, pageCount))} rel="prev">
            <ChevronLeft aria-hidden="true" />
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Button asChild variant="secondary">
          <Link to={to(page + 1)} rel="next">
            Next
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
