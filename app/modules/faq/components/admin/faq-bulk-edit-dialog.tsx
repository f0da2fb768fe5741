import { type FormEvent, useId, useState } from 'react';
import { toFieldErrors } from '~/lib/validation';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/ui/dialog';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import { toast } from '~/ui/use-toast';
import { faqErrorMessage, useBulkEditFaqs } from '../../faq-admin.queries';
import { FAQ_CATEGORIES, type FaqBulkUpdate, faqBulkUpdateSchema, splitTargetList } from '../../faq.schema';
import { CATEGORY_LABELS, SCOPE_OPTION_LABELS, TARGET_FIELDS } from './faq-field-labels';
import { PartnerTargetPicker } from './partner-target-picker';

const KEEP = '';
const KEEP_LABEL = 'Keep current values';

interface Draft {
  category: string;
  order: string;
  appliesTo: string;
  status: string;
  targets: string;
}

const emptyDraft: Draft = { category: KEEP, order: '', appliesTo: KEEP, status: KEEP, targets: '' };

/**
 * Spec §5 bulk edit: only what the admin sets is sent. An empty order means unchanged; a scope of state,
 * city or partner brings its target list along (empty = all of them, as the field says).
 */
function toUpdates(draft: Draft): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  if (draft.category !== KEEP) updates.category = draft.category;
  if (draft.order.trim() !== '') updates.order = Number(draft.order.trim());
  if (draft.appliesTo !== KEEP) {
    updates.appliesTo = draft.appliesTo;
    const target = TARGET_FIELDS.find((field) => field.scope === draft.appliesTo);
    if (target) updates[target.name] = splitTargetList(draft.targets);
  }
  if (draft.status !== KEEP) updates.isActive = draft.status === 'active';
  return updates;
}

export function FaqBulkEditDialog({
  open,
  ids,
  onClose,
  onUpdated,
}: {
  open: boolean;
  ids: string[];
  onClose: () => void;
  onUpdated: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        // Escape in the partner search closes its list of matches, not the dialog.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[role="combobox"][aria-expanded="true"]')) {
            event.preventDefault();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Bulk Edit FAQ Items</DialogTitle>
          <DialogDescription>
            Edit {ids.length} selected FAQ items. Only fields you modify will be updated.
          </DialogDescription>
        </DialogHeader>
        <BulkEditForm ids={ids} onCancel={onClose} onUpdated={onUpdated} />
      </DialogContent>
    </Dialog>
  );
}

function BulkEditForm({ ids, onCancel, onUpdated }: { ids: string[]; onCancel: () => void; onUpdated: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const bulkEdit = useBulkEditFaqs();
  const target = TARGET_FIELDS.find((field) => field.scope === draft.appliesTo);
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server's schema, here first: 'Please select at least one field to update', order 0-999.
    const parsed = faqBulkUpdateSchema.safeParse(toUpdates(draft));
    if (!parsed.success) {
      setProblem(Object.values(toFieldErrors(parsed.error))[0] ?? 'Please select at least one field to update');
      return;
    }
    setProblem(null);
    try {
      const { updatedCount } = await bulkEdit.mutateAsync({ ids, updates: parsed.data as FaqBulkUpdate });
      toast({ title: 'Success', description: `Updated ${updatedCount} FAQ items successfully` });
      onUpdated();
    } catch (error) {
      toast({
        title: 'Error',
        description: faqErrorMessage(error, 'Failed to bulk edit FAQ items'),
        variant: 'destructive',
      });
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId('category')}>Category</Label>
          <Select
            id={fieldId('category')}
            value={draft.category}
            onChange={(event) => set('category')(event.target.value)}
          >
            <option value={KEEP}>{KEEP_LABEL}</option>
            {FAQ_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId('order')}>Display Order</Label>
          <Input
            id={fieldId('order')}
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            step={1}
            placeholder={KEEP_LABEL}
            aria-describedby={`${id}-order-hint`}
            value={draft.order}
            onChange={(event) => set('order')(event.target.value)}
          />
          <p id={`${id}-order-hint`} className="text-muted text-sm">
            Leave empty to keep each item&apos;s order.
          </p>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId('appliesTo')}>Applies To</Label>
          <Select
            id={fieldId('appliesTo')}
            value={draft.appliesTo}
            onChange={(event) => set('appliesTo')(event.target.value)}
          >
            <option value={KEEP}>{KEEP_LABEL}</option>
            {Object.entries(SCOPE_OPTION_LABELS).map(([scope, label]) => (
              <option key={scope} value={scope}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId('status')}>Status</Label>
          <Select id={fieldId('status')} value={draft.status} onChange={(event) => set('status')(event.target.value)}>
            <option value={KEEP}>{KEEP_LABEL}</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </Select>
        </div>
      </div>

      {target?.name === 'targetPartners' ? (
        <div className="grid gap-2">
          <Label htmlFor={fieldId('targets')}>{target.label}</Label>
          <p id={`${id}-targets-hint`} className="text-muted text-sm">
            {target.hint}
          </p>
          <PartnerTargetPicker
            id={fieldId('targets')}
            value={splitTargetList(draft.targets)}
            known={[]}
            onChange={(partnerIds) => set('targets')(partnerIds.join(', '))}
            describedBy={`${id}-targets-hint`}
          />
        </div>
      ) : target ? (
        <div className="grid gap-2">
          <Label htmlFor={fieldId('targets')}>{target.label} (comma-separated)</Label>
          <Input
            id={fieldId('targets')}
            placeholder={target.example}
            aria-describedby={`${id}-targets-hint`}
            value={draft.targets}
            onChange={(event) => set('targets')(event.target.value)}
          />
          <p id={`${id}-targets-hint`} className="text-muted text-sm">
            {target.hint}
          </p>
        </div>
      ) : null}

      {problem ? <Alert variant="destructive">{problem}</Alert> : null}

      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={bulkEdit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={bulkEdit.isPending || ids.length === 0}>
          {bulkEdit.isPending ? 'Updating...' : `Update ${ids.length} Items`}
        </Button>
      </DialogFooter>
    </form>
  );
}
