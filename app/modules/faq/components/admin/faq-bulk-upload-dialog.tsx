import { Download } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { downloadTextFile } from '~/lib/download';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/ui/dialog';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { toast } from '~/ui/use-toast';
import { faqErrorMessage, useUploadFaqs } from '../../faq-admin.queries';
import { buildFaqTemplateCsv, FAQ_TEMPLATE_FILE_NAME, type FaqUploadRow, faqRowsFromCsv } from '../../faq-csv';
import { FAQ_IMPORT_MAX_ROWS, type FaqImportIssue, parseFaqImportRows } from '../../faq.schema';

/** Spec §9: the preview shows 5 rows. Design §4: an import body is at most 5 MB. */
const PREVIEW_ROWS = 5;
const MAX_FILE_BYTES = 5 * 1024 * 1024;

const failToParse = (reason: string) =>
  toast({ title: 'Error', description: `Failed to parse CSV: ${reason}`, variant: 'destructive' });

/**
 * Spec §2 'Bulk Upload': template, a .csv file, a preview of the first rows, then one upload that the
 * server applies all-or-nothing. The rows are checked with the server's own rules as soon as the file is
 * read, so every problem is listed before uploading; a row matching an existing item updates it.
 */
export function FaqBulkUploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Bulk Upload FAQ Items</DialogTitle>
          <DialogDescription>
            Upload a CSV file with the columns question, answer, category, targetStates and targetCities. A file
            exported here can be uploaded as it is. A question already shown in the same place (same scope and targets)
            is updated, not added twice, so uploading the same file again changes nothing.
          </DialogDescription>
        </DialogHeader>
        <UploadForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [rows, setRows] = useState<FaqUploadRow[]>([]);
  const [issues, setIssues] = useState<FaqImportIssue[]>([]);
  const upload = useUploadFaqs();

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setRows([]);
    setIssues([]);
    if (!file) return;
    // `accept` only guides the picker; the name is checked again (spec §5: only .csv).
    if (!file.name.toLowerCase().endsWith('.csv')) {
      event.target.value = '';
      toast({ title: 'Error', description: 'Please upload a CSV file first', variant: 'destructive' });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      event.target.value = '';
      failToParse('the file is larger than 5 MB');
      return;
    }
    try {
      const parsed = faqRowsFromCsv(await file.text());
      if (parsed.length > FAQ_IMPORT_MAX_ROWS) {
        event.target.value = '';
        failToParse(`the file has ${parsed.length} rows; at most ${FAQ_IMPORT_MAX_ROWS} can be uploaded at once`);
        return;
      }
      setRows(parsed);
      const checked = parseFaqImportRows(parsed);
      setIssues(checked.ok ? [] : checked.issues);
    } catch (error) {
      event.target.value = '';
      failToParse(error instanceof Error ? error.message : 'unreadable file');
    }
  }

  async function send() {
    if (rows.length === 0) {
      toast({ title: 'Error', description: 'Please upload a CSV file first', variant: 'destructive' });
      return;
    }
    try {
      const { count } = await upload.mutateAsync(rows);
      toast({ title: 'Success', description: `Successfully uploaded ${count} FAQ items` });
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: faqErrorMessage(error, 'Failed to upload FAQ items'),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadTextFile(FAQ_TEMPLATE_FILE_NAME, buildFaqTemplateCsv())}
        >
          <Download aria-hidden="true" />
          Download Template
        </Button>
        <span className="text-muted text-sm">{FAQ_TEMPLATE_FILE_NAME}</span>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>CSV File</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".csv"
          aria-describedby={`${id}-file-hint`}
          onChange={readFile}
          className="file:text-brand-800 py-2 file:mr-3 file:border-0 file:bg-transparent file:font-semibold"
        />
        <p id={`${id}-file-hint`} className="text-muted text-sm">
          Empty cells take the defaults: category general, display order by row, all pages, active. Lists are
          comma-separated.
        </p>
      </div>

      {issues.length > 0 ? <UploadProblems issues={issues} /> : null}
      {rows.length > 0 ? <UploadPreview rows={rows} /> : null}

      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button onClick={send} disabled={rows.length === 0 || issues.length > 0 || upload.isPending}>
          {upload.isPending ? 'Uploading...' : `Upload ${rows.length} Items`}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Every problem of every row at once, so one round of fixes is enough; a long list scrolls. */
function UploadProblems({ issues }: { issues: FaqImportIssue[] }) {
  const rowCount = new Set(issues.map((issue) => issue.row)).size;
  return (
    <Alert variant="destructive">
      <div>
        <p className="font-semibold">
          {rowCount === 1 ? '1 row has' : `${rowCount} rows have`} problems. Fix the file and choose it again; nothing
          has been uploaded.
        </p>
        <ul
          className="mt-1 max-h-48 list-disc overflow-auto pl-5"
          tabIndex={0}
          aria-label={`${issues.length} problems`}
        >
          {issues.map((issue) => (
            <li key={`${issue.row}:${issue.field}`}>
              Row {issue.row}: {issue.field === '_' ? '' : `${issue.field}: `}
              {issue.reason}
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}

const listOrDash = (list: string[] | undefined) => (list && list.length > 0 ? list.join(', ') : '-');

function UploadPreview({ rows }: { rows: FaqUploadRow[] }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <h3 id={`${id}-heading`} className="text-ink text-lg font-semibold">
        Preview ({rows.length} items total)
      </h3>
      {/*
        Five columns do not fit a phone: the table keeps a readable width and scrolls sideways inside this
        box (focusable, so a keyboard can scroll it too); the dialog itself never overflows.
      */}
      <div
        role="region"
        aria-labelledby={`${id}-heading`}
        tabIndex={0}
        className="border-line focus-visible:outline-brand-700 overflow-x-auto rounded-lg border focus-visible:outline-2"
      >
        <table className="w-full min-w-[36rem] table-fixed text-left text-sm">
          <thead className="bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="w-[30%] p-2 font-semibold">
                Question
              </th>
              <th scope="col" className="w-[30%] p-2 font-semibold">
                Answer
              </th>
              <th scope="col" className="p-2 font-semibold">
                Category
              </th>
              <th scope="col" className="p-2 font-semibold">
                States
              </th>
              <th scope="col" className="p-2 font-semibold">
                Cities
              </th>
            </tr>
          </thead>
          <tbody className="divide-line text-ink divide-y">
            {rows.slice(0, PREVIEW_ROWS).map((row, index) => (
              <tr key={index} className="align-top">
                <td className="p-2 break-words">
                  <span className="line-clamp-3">{row.question ?? '-'}</span>
                </td>
                <td className="text-muted p-2 break-words">
                  <span className="line-clamp-3">{row.answer ?? '-'}</span>
                </td>
                <td className="p-2 break-words">{row.category ?? 'general'}</td>
                <td className="p-2 break-words">{listOrDash(row.targetStates)}</td>
                <td className="p-2 break-words">{listOrDash(row.targetCities)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > PREVIEW_ROWS ? (
        <p className="text-muted text-sm">
          Showing first {PREVIEW_ROWS} of {rows.length} items
        </p>
      ) : null}
    </div>
  );
}
