import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toFieldErrors } from '~/lib/validation';
import { Button } from '~/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/ui/dialog';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import { Textarea } from '~/ui/textarea';
import { toast } from '~/ui/use-toast';
import { partnerFieldErrors, useBulkEditPartners } from '../../partners-admin.queries';
import { PARTNER_LANGUAGE_LABELS } from '../../partner-field-labels';
import { partnerBulkUpdateSchema } from '../../partner.schema';

/** Spec §5: the bulk edit's state choices. */
export const BULK_EDIT_STATES = ['California', 'Florida', 'Texas', 'New York', 'Illinois'] as const;

const EMPTY = {
  annualCremations: '',
  locationCount: '',
  isPriority: '',
  isActive: '',
  state: '',
  servicesOffered: '',
  description: '',
  website: '',
  email: '',
  preferredLanguage: '',
};
type BulkFields = typeof EMPTY;

/** Only filled fields become updates (spec §5); numbers and flags are converted, the schema judges them. */
export function bulkUpdatesFromFields(fields: BulkFields): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  for (const key of ['annualCremations', 'locationCount'] as const) {
    if (fields[key].trim() !== '') updates[key] = /^\d+$/.test(fields[key].trim()) ? Number(fields[key]) : fields[key];
  }
  if (fields.isPriority !== '') updates.isPriority = fields.isPriority === 'true';
  if (fields.isActive !== '') updates.isActive = fields.isActive === 'true';
  if (fields.state !== '') updates.state = fields.state;
  if (fields.preferredLanguage !== '') updates.preferredLanguage = fields.preferredLanguage;
  if (fields.servicesOffered.trim() !== '') {
    updates.servicesOffered = fields.servicesOffered
      .split(';')
      .map((service) => service.trim())
      .filter(Boolean);
  }
  for (const key of ['description', 'website', 'email'] as const) {
    if (fields[key].trim() !== '') updates[key] = fields[key];
  }
  return updates;
}

/** Spec §2 'Bulk Edit Partners': only the fields filled in are sent, for the selected partners. */
export function PartnerBulkEditDialog({
  ids,
  open,
  onClose,
  onUpdated,
}: {
  ids: string[];
  open: boolean;
  onClose: () => void;
  onUpdated: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState<BulkFields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bulkEdit = useBulkEditPartners();

  function close() {
    setFields(EMPTY);
    setErrors({});
    onClose();
  }

  const set = (key: keyof BulkFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const updates = bulkUpdatesFromFields(fields);
    if (Object.keys(updates).length === 0) {
      toast({ title: 'Warning', description: 'Please select at least one field to update' });
      return;
    }
    const parsed = partnerBulkUpdateSchema.safeParse(updates);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const { updatedCount } = await bulkEdit.mutateAsync({ ids, updates: parsed.data });
      toast({ title: 'Success', description: `Updated ${updatedCount} partners successfully` });
      onUpdated();
      close();
    } catch (error) {
      const fieldErrors = partnerFieldErrors(error);
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrors).map(([key, message]) => [key.replace(/^updates\./, ''), message]),
        ),
      );
      toast({ title: 'Error', description: 'Failed to bulk edit partners', variant: 'destructive' });
    }
  }

  const field = (
    key: keyof BulkFields,
    label: string,
    control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode,
    hint?: string,
  ) => {
    const controlId = `${id}-${key}`;
    const error = errors[key];
    const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="grid gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {control({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {hint ? (
          <p id={`${controlId}-hint`} className="text-muted text-sm">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${controlId}-error`} className="text-danger text-sm font-medium">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !bulkEdit.isPending && close()}>
      <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Bulk Edit Partners</DialogTitle>
          <DialogDescription>
            Editing {ids.length} selected {ids.length === 1 ? 'partner' : 'partners'}. Only the fields you fill will be
            updated.
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          {field('isPriority', 'Priority Status', (props) => (
            <Select {...props} value={fields.isPriority} onChange={set('isPriority')}>
              <option value="">Keep current values</option>
              <option value="true">Priority Partner</option>
              <option value="false">Regular Partner</option>
            </Select>
          ))}
          {field('isActive', 'Status', (props) => (
            <Select {...props} value={fields.isActive} onChange={set('isActive')}>
              <option value="">Keep current values</option>
              <option value="true">Active</option>
              <option value="false">Inactive</option>
            </Select>
          ))}
          {field('annualCremations', 'Annual Cremations', (props) => (
            <Input {...props} inputMode="numeric" value={fields.annualCremations} onChange={set('annualCremations')} />
          ))}
          {field('locationCount', 'Locations', (props) => (
            <Input {...props} inputMode="numeric" value={fields.locationCount} onChange={set('locationCount')} />
          ))}
          {field('state', 'State', (props) => (
            <Select {...props} value={fields.state} onChange={set('state')}>
              <option value="">Keep current values</option>
              {BULK_EDIT_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </Select>
          ))}
          {field(
            'preferredLanguage',
            'Language for emails',
            (props) => (
              <Select {...props} value={fields.preferredLanguage} onChange={set('preferredLanguage')}>
                <option value="">Keep current values</option>
                {Object.entries(PARTNER_LANGUAGE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            ),
            'Inquiries, sign-in links and reminders reach the partners in this language.',
          )}
          {field(
            'email',
            'Email',
            (props) => (
              <Input {...props} type="email" value={fields.email} onChange={set('email')} autoComplete="off" />
            ),
            'Families’ inquiries go there, and it signs in to the partner portal for every selected listing.',
          )}
          {field('website', 'Website', (props) => (
            <Input {...props} type="url" value={fields.website} onChange={set('website')} placeholder="https://" />
          ))}
          {field(
            'servicesOffered',
            'Services Offered',
            (props) => (
              <Input {...props} value={fields.servicesOffered} onChange={set('servicesOffered')} />
            ),
            'Separate services with semicolons; replaces the current list.',
          )}
          <div className="sm:col-span-2">
            {field('description', 'Description', (props) => (
              <Textarea {...props} rows={3} value={fields.description} onChange={set('description')} />
            ))}
          </div>
        </form>
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={bulkEdit.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={bulkEdit.isPending || ids.length === 0}>
            {bulkEdit.isPending ? 'Updating...' : `Update ${ids.length} Partners`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
