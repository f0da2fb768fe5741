import {
  columnVisibilityFeature,
  createColumnHelper,
  type OnChangeFn,
  type PaginationState,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type RowSelectionState,
  type SortingState,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Columns3, ExternalLink, Trash2 } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { cn } from '~/ui/cn';
import type { PartnerListRow } from '../../partner-list.schema';

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
});
const helper = createColumnHelper<typeof features, PartnerListRow>();

/** The columns an admin may hide, with their menu labels (ids are the API's sort names where sortable). */
export const HIDEABLE_COLUMNS = [
  { id: 'city', label: 'City' },
  { id: 'state', label: 'State' },
  { id: 'phone', label: 'Phone' },
  { id: 'email', label: 'Email' },
  { id: 'website', label: 'Website' },
  { id: 'active', label: 'Status' },
  { id: 'featured', label: 'Featured' },
  { id: 'rating', label: 'Google rating' },
  { id: 'updated', label: 'Updated' },
] as const;

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export interface PartnerTableProps {
  rows: PartnerListRow[];
  rowCount: number;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  rowSelection: RowSelectionState;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
  columnVisibility: ColumnVisibilityState;
  onColumnVisibilityChange: OnChangeFn<ColumnVisibilityState>;
  onDelete: (partner: PartnerListRow) => void;
  /** Router state for the edit links (where Save and Cancel return to). */
  editState: unknown;
}

function partnerColumns({ onDelete, editState }: Pick<PartnerTableProps, 'onDelete' | 'editState'>) {
  return helper.columns([
    helper.display({
      id: 'select',
      enableHiding: false,
      header: ({ table }) => (
        <label className="flex size-9 cursor-pointer items-center justify-center">
          <Checkbox
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
          <span className="sr-only">Select all partners on this page</span>
        </label>
      ),
      cell: ({ row }) => (
        <label className="flex size-9 cursor-pointer items-center justify-center">
          <Checkbox checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
          <span className="sr-only">Select {row.original.name}</span>
        </label>
      ),
    }),
    helper.accessor('name', {
      id: 'name',
      header: 'Name',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="min-w-32">
          <Link
            to={`/admin/partners/${row.original.id}/edit`}
            state={editState}
            className="text-brand-700 font-medium underline-offset-4 hover:underline"
          >
            {row.original.name}
          </Link>
        </div>
      ),
    }),
    helper.accessor('city', { id: 'city', header: 'City' }),
    helper.accessor('state', { id: 'state', header: 'State' }),
    helper.accessor('phone', {
      id: 'phone',
      header: 'Phone',
      cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
    }),
    helper.accessor('email', {
      id: 'email',
      header: 'Email',
      cell: ({ getValue }) => {
        const email = getValue();
        return email ? <WrappingAddress text={email} /> : <span className="text-muted">—</span>;
      },
    }),
    helper.accessor('website', {
      id: 'website',
      header: 'Website',
      enableSorting: false,
      cell: ({ getValue }) => {
        const website = getValue();
        return website ? (
          <WrappingAddress text={website.replace(/^https?:\/\/(www\.)?/, '')} />
        ) : (
          <span className="text-muted">—</span>
        );
      },
    }),
    helper.accessor('isActive', {
      id: 'active',
      header: 'Status',
      cell: ({ getValue }) =>
        getValue() ? 'Active' : <Badge className="text-danger border border-red-200 bg-red-50">Inactive</Badge>,
    }),
    helper.accessor('isPriority', {
      id: 'featured',
      header: 'Featured',
      cell: ({ getValue }) => (getValue() ? <Badge variant="solid">Featured</Badge> : 'No'),
    }),
    helper.accessor('googleRating', {
      id: 'rating',
      header: 'Rating',
      cell: ({ row }) =>
        row.original.googleRating === null ? (
          <span className="text-muted">{row.original.hasGooglePlace ? '—' : 'No Google data'}</span>
        ) : (
          <span>
            {row.original.googleRating.toFixed(1)}{' '}
            <span className="whitespace-nowrap">({(row.original.googleReviewCount ?? 0).toLocaleString('en-US')})</span>
          </span>
        ),
    }),
    helper.accessor('updatedAt', {
      id: 'updated',
      header: 'Updated',
      cell: ({ getValue }) => <time dateTime={getValue()}>{dateFormat.format(new Date(getValue()))}</time>,
    }),
    helper.display({
      id: 'actions',
      enableHiding: false,
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm" className="px-2">
            <Link to={`/partner/${row.original.slug}`} aria-label={`Public page of ${row.original.name}`}>
              <ExternalLink aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger px-2 hover:bg-red-50"
            onClick={() => onDelete(row.original)}
            aria-label={`Delete ${row.original.name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
    }),
  ]);
}

/**
 * An email or web address that may wrap after its @, before its dots and slashes (and at its hyphens, as any
 * text), so the whole address stays readable in a narrow column instead of widening the table; never narrower
 * than a few words, where the table scrolls anyway.
 */
function WrappingAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=[./])/);
  return (
    <span className="block min-w-28 break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The admin partner table (TanStack Table, headless): the server pages and sorts (manualPagination,
 * manualSorting), so the table only renders the page it is given and reports what the admin asked for.
 * It fits a 1,280 px window (headers, names and addresses wrap) and scrolls sideways inside its own focusable
 * region in a narrower one; the page around it never does.
 */
export function PartnerTable(props: PartnerTableProps) {
  const { rows, onDelete, editState } = props;
  // Stable between renders: new column objects would rebuild the table's models every time.
  const columns = useMemo(() => partnerColumns({ onDelete, editState }), [onDelete, editState]);

  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    rowCount: props.rowCount,
    state: {
      sorting: props.sorting,
      pagination: props.pagination,
      rowSelection: props.rowSelection,
      columnVisibility: props.columnVisibility,
    },
    onSortingChange: props.onSortingChange,
    onPaginationChange: props.onPaginationChange,
    onRowSelectionChange: props.onRowSelectionChange,
    onColumnVisibilityChange: props.onColumnVisibilityChange,
  });

  return (
    <div
      role="region"
      aria-label="Partners table"
      // Focusable so a keyboard can scroll it sideways on a phone; relative so the visually hidden labels
      // (absolutely positioned) scroll inside it instead of widening the page.
      tabIndex={0}
      className="border-line relative max-w-full overflow-x-auto rounded-xl border bg-white shadow-sm"
    >
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-brand-50 text-ink">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined
                    }
                    className="border-line border-b px-1.5 py-1 font-semibold"
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="hover:bg-brand-100 -mx-1 inline-flex min-h-9 cursor-pointer flex-wrap items-center gap-x-1 rounded px-1 text-left"
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-4" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden="true" className="size-4" />
                        ) : (
                          <ArrowUpDown aria-hidden="true" className="text-muted size-4" />
                        )}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={cn('border-line border-b last:border-b-0', row.getIsSelected() ? 'bg-brand-50' : undefined)}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="text-ink px-1.5 py-1 align-middle">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The 'Columns' menu: a disclosure of checkboxes, so it works by keyboard and screen reader as built. */
export function ColumnsMenu({
  visibility,
  onChange,
}: {
  visibility: ColumnVisibilityState;
  onChange: (visibility: ColumnVisibilityState) => void;
}) {
  return (
    <details className="relative">
      <summary className="border-brand-300 text-ink hover:bg-brand-50 inline-flex min-h-9 cursor-pointer list-none items-center gap-2 rounded-lg border bg-white px-3 text-sm font-medium shadow-sm">
        <Columns3 aria-hidden="true" className="size-4" />
        Columns
      </summary>
      <fieldset className="border-line absolute right-0 z-20 mt-2 grid w-56 gap-1 rounded-lg border bg-white p-3 shadow-lg">
        <legend className="sr-only">Visible columns</legend>
        {HIDEABLE_COLUMNS.map((column) => (
          <label key={column.id} className="text-ink flex min-h-9 cursor-pointer items-center gap-3 text-sm">
            <Checkbox
              checked={visibility[column.id] !== false}
              onChange={(event) => onChange({ ...visibility, [column.id]: event.target.checked })}
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
