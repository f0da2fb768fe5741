import { FileUp, MapPin } from 'lucide-react';
import { type ChangeEvent, Fragment, useId, useState } from 'react';
import { Alert } from '~/ui/alert';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/ui/dialog';
import { Label } from '~/ui/label';
import { toast } from '~/ui/use-toast';
import { type ImportPreviewRow, importPreviewRows, importUploadButton } from '../../partner-admin-display';
import { parsePartnerCsv, partnerCsvHeader } from '../../partner-csv';
import { serverMessageOr, useCheckPartnerImport, useImportPartners } from '../../partners-admin.queries';
import { MAX_IMPORT_ROWS, type PartnerImportResult } from '../../partner.schema';

/** Design §4: an import body is at most 5 MB; a file larger than that cannot fit. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Rows shown whatever they do; later rows only when they change a partner. */
const PREVIEW_ROWS = 50;

const count = (value: number) => value.toLocaleString('en-US');

/**
 * What an updating row changes, under the row, worded as the partner history will record it; a move on the
 * map is marked, as it changes where the partner is found.
 */
function RowChanges({ line }: { line: ImportPreviewRow }) {
  return (
    <tr>
      <td />
      <td colSpan={8} className="px-3 pb-2">
        {line.movesOnMap ? (
          <Badge variant="solid" className="mb-1">
            <MapPin aria-hidden="true" className="size-4" />
            Moves on the map and in searches
          </Badge>
        ) : null}
        <ul className="grid gap-0.5">
          {line.changes.map(({ field, label, before, after, movesOnMap }) => (
            <li key={field} className={`break-words ${movesOnMap ? 'font-semibold' : ''}`}>
              <span className={movesOnMap ? '' : 'font-medium'}>{label}:</span>{' '}
              <del className="text-muted">{before}</del> <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span> <ins className="no-underline">{after}</ins>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

interface Prepared {
  fileName: string;
  rows: Record<string, unknown>[];
  ignoredColumns: string[];
  check: PartnerImportResult;
}

/**
 * Spec §2 'Import CSV': choose a file, see a preview in which the server has checked every row (a dry run,
 * nothing written), then confirm: the whole file is written in one transaction or not at all.
 */
export function PartnerImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCheckPartnerImport();
  const upload = useImportPartners();
  const busy = check.isPending || upload.isPending;

  function reset() {
    setPrepared(null);
    setProblem(null);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    reset();
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem('The file is larger than 5 MB. Split it into smaller files.');
      return;
    }
    let parsed: ReturnType<typeof parsePartnerCsv>;
    try {
      parsed = parsePartnerCsv(await file.text());
    } catch (error) {
      setProblem(`Failed to parse CSV: ${(error as Error).message}`);
      return;
    }
    if (parsed.rows.length > MAX_IMPORT_ROWS) {
      setProblem(`The file has ${parsed.rows.length.toLocaleString('en-US')} rows; at most 5,000 partners per import.`);
      return;
    }
    try {
      const result = await check.mutateAsync(parsed.rows);
      setPrepared({ fileName: file.name, rows: parsed.rows, ignoredColumns: parsed.ignoredColumns, check: result });
    } catch (error) {
      setProblem(serverMessageOr(error, 'Failed to check the file. Please try again.'));
    }
  }

  async function confirm() {
    if (!prepared) return;
    try {
      const { created, updated } = await upload.mutateAsync(prepared.rows);
      // The partners written, as the button counted them (unchanged rows write nothing).
      const written = created + updated;
      toast({
        title: 'Success',
        description: `Successfully uploaded ${count(written)} ${written === 1 ? 'partner' : 'partners'}`,
      });
      reset();
      onClose();
    } catch (error) {
      toast({
        title: 'Failed to upload partners',
        description: serverMessageOr(error, 'Failed to upload partners'),
        variant: 'destructive',
      });
    }
  }

  const errors = prepared?.check.errors ?? [];
  const problemRows = new Set(errors.map((issue) => issue.row)).size;
  const button = importUploadButton(prepared?.check ?? null);
  const lines = prepared ? importPreviewRows(prepared.rows, prepared.check, PREVIEW_ROWS) : [];
  const laterChanging = lines.length - Math.min(PREVIEW_ROWS, prepared?.rows.length ?? 0);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) {
          reset();
          onClose();
        }
      }}
    >
      <DialogContent className="max-w-4xl grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Import CSV</DialogTitle>
          <DialogDescription>
            Columns as in Export Results: name, address, city, state, zipCode, phone, email, website, description,
            annualCremations, locationCount, isPriority and isActive (yes/no, true/false or 1/0; empty for the default),
            servicesOffered (separated by semicolons), directCremationFrom (in dollars), longDescription and the other
            columns of the export (each is optional). Columns separated by commas, or by semicolons as Excel saves them
            in French. A row with an exported slug updates that partner, name and address included; otherwise a partner
            with the same name, address and ZIP is updated, not added twice. A row whose partner was changed after the
            export is refused.
          </DialogDescription>
        </DialogHeader>

        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={chooseFile}
            disabled={busy}
            className="text-ink file:bg-brand-100 file:text-brand-800 w-full min-w-0 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:px-4 file:font-semibold"
          />
        </div>

        {check.isPending ? (
          <p role="status" className="text-muted">
            Checking every row...
          </p>
        ) : null}
        {problem ? <Alert variant="destructive">{problem}</Alert> : null}

        {prepared ? (
          <div className="grid min-w-0 gap-3">
            <h3 className="text-ink text-lg font-semibold">
              Preview ({count(prepared.rows.length)} {prepared.rows.length === 1 ? 'row' : 'rows'})
            </h3>
            <p className="text-ink" role="status">
              {count(prepared.check.created)} new, {count(prepared.check.updated)} to update,{' '}
              {count(prepared.check.unchanged)} unchanged
              {problemRows > 0 ? `, ${count(problemRows)} with problems` : ''}.
              {prepared.ignoredColumns.length > 0 ? ` Ignored columns: ${prepared.ignoredColumns.join(', ')}.` : ''}
            </p>
            {errors.length > 0 ? (
              <Alert variant="destructive">
                <div>
                  <p className="font-semibold">Fix these rows and choose the file again; nothing has been saved.</p>
                  <p className="text-sm">
                    Row 1 is the first row under the header, so row N is line N + 1 in a spreadsheet; each problem names
                    its column.
                  </p>
                  {/* Every problem at once, so one round of fixes is enough; long lists scroll. */}
                  <ul
                    className="mt-1 max-h-48 list-disc overflow-auto pl-5"
                    tabIndex={0}
                    aria-label={`${errors.length} problems`}
                  >
                    {errors.map((issue) => (
                      <li key={`${issue.row}:${issue.field}`}>
                        Row {issue.row}: {issue.field === '_' ? '' : `${partnerCsvHeader(issue.field)}: `}
                        {issue.message}
                      </li>
                    ))}
                  </ul>
                </div>
              </Alert>
            ) : null}
            <div
              className="border-line max-h-96 w-full min-w-0 overflow-auto rounded-lg border"
              tabIndex={0}
              role="region"
              aria-label="Rows to import"
            >
              <table className="w-full min-w-[48rem] text-left text-sm">
                <thead className="bg-brand-50 text-ink sticky top-0">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Row
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Name
                    </th>
                    <th scope="col" className="px-3 py-2">
                      City
                    </th>
                    <th scope="col" className="px-3 py-2">
                      State
                    </th>
                    <th scope="col" className="px-3 py-2">
                      ZIP Code
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Active
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Featured
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Direct Cremation From
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Result
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <Fragment key={line.row}>
                      <tr className="border-line border-t">
                        <td className="px-3 py-2">{line.row}</td>
                        <td className="px-3 py-2 break-words">{line.name}</td>
                        <td className="px-3 py-2">{line.city}</td>
                        <td className="px-3 py-2">{line.state}</td>
                        <td className="px-3 py-2">{line.zipCode}</td>
                        <td className="px-3 py-2">{line.active}</td>
                        <td className="px-3 py-2">{line.featured}</td>
                        <td className="px-3 py-2">{line.price}</td>
                        <td className={`px-3 py-2 ${line.problem ? 'text-danger font-medium' : 'text-ink'}`}>
                          {line.result}
                        </td>
                      </tr>
                      {line.changes.length > 0 ? <RowChanges line={line} /> : null}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
            {prepared.rows.length > PREVIEW_ROWS ? (
              <p className="text-muted text-sm">
                {`Showing rows 1–${PREVIEW_ROWS}${laterChanging > 0 ? ` and the ${count(laterChanging)} later ${laterChanging === 1 ? 'row that changes a partner' : 'rows that change a partner'}` : ''} (${count(prepared.rows.length)} rows in all).`}
              </p>
            ) : null}
          </div>
        ) : null}

        <DialogFooter className="sm:items-center">
          {button.reason && !busy ? (
            <p id={`${id}-why`} className="text-muted order-last text-sm sm:order-first sm:mr-auto">
              {button.reason}
            </p>
          ) : null}
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              reset();
              onClose();
            }}
          >
            Cancel
          </Button>
          <Button
            onClick={confirm}
            disabled={button.reason !== null || busy}
            aria-describedby={button.reason && !busy ? `${id}-why` : undefined}
          >
            <FileUp aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : button.label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
