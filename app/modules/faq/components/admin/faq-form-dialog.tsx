import { type BaseSyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '~/lib/api-client';
import {
  conflictingRecord,
  EditConflictPanel,
  formConflictRows,
  keepMineOverTheirs,
} from '~/modules/admin-auth/components/edit-conflict';
import { ConfirmDiscardDialog, UnsavedChangesGuard } from '~/modules/admin-auth/components/unsaved-changes-guard';
import { discardDraft, draftKey } from '~/modules/admin-auth/admin-drafts';
import { useFormDraft } from '~/modules/admin-auth/use-form-draft';
import { Controller, type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/ui/dialog';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import { Textarea } from '~/ui/textarea';
import { toast } from '~/ui/use-toast';
import { faqErrorMessage, faqFieldErrors, useCreateFaq, useUpdateFaq } from '../../faq-admin.queries';
import {
  adminFaqSchema,
  type AdminFaq,
  FAQ_CATEGORIES,
  type FaqFormValues,
  type FaqItemInput,
  faqFormSchema,
  splitTargetList,
} from '../../faq.schema';
import {
  CATEGORY_LABELS,
  FAQ_FIELD_LABELS,
  SCOPE_OPTION_LABELS,
  TARGET_FIELDS,
  type TargetField,
} from './faq-field-labels';
import { FieldError } from './field-error';
import { PartnerTargetPicker } from './partner-target-picker';

/**
 * The form runs the server's own schema (`faqFormSchema` pipes into `faqItemSchema`); an error on a list
 * entry (`targetStates.2`) is shown on its text field.
 */
const faqFormResolver: Resolver<FaqFormValues, unknown, FaqItemInput> = (values) => {
  const result = faqFormSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'question');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

function formDefaults(item: AdminFaq | null): FaqFormValues {
  return {
    question: item?.question ?? '',
    answer: item?.answer ?? '',
    questionFr: item?.questionFr ?? '',
    answerFr: item?.answerFr ?? '',
    category: item?.category ?? 'general',
    order: String(item?.order ?? 0),
    appliesTo: item?.appliesTo ?? 'all',
    targetStates: item?.targetStates.join(', ') ?? '',
    targetCities: item?.targetCities.join(', ') ?? '',
    targetPartners: item?.targetPartners.join(', ') ?? '',
    isActive: item?.isActive ?? true,
  };
}

/**
 * 'Create New FAQ Item' (no item) or 'Edit FAQ Item' (spec §2). Closing it with changes (Cancel, Escape,
 * the close button) asks first; closing unchanged or after a save does not.
 */
export function FaqFormDialog({
  open,
  onOpenChange,
  item,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: AdminFaq | null;
}) {
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const requestClose = () => (dirty ? setConfirmClose(true) : onOpenChange(false));
  return (
    <>
      <ConfirmDiscardDialog
        open={confirmClose}
        title="Discard your changes?"
        description="You have changes to this FAQ item that are not saved. If you close the form, they are lost."
        confirmLabel="Discard changes"
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => {
          discardDraft(draftKey('faq', item?.id));
          setConfirmClose(false);
          setDirty(false);
          onOpenChange(false);
        }}
      />
      <FaqDialog
        open={open}
        item={item}
        onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
        onCancel={requestClose}
        onSaved={() => {
          setDirty(false);
          onOpenChange(false);
        }}
        onDirtyChange={setDirty}
      />
    </>
  );
}

function FaqDialog({
  open,
  item,
  onOpenChange,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  open: boolean;
  item: AdminFaq | null;
  onOpenChange: (open: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        // Escape in the partner search closes its list of matches, not the whole form.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[role="combobox"][aria-expanded="true"]')) {
            event.preventDefault();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{item ? 'Edit FAQ Item' : 'Create New FAQ Item'}</DialogTitle>
          <DialogDescription>
            {item
              ? 'Changes show on the public FAQ blocks the item applies to.'
              : 'The item shows on the public FAQ blocks it applies to while it is active.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening (Radix unmounts closed content): every opening starts from the item. */}
        <FaqForm item={item} onCancel={onCancel} onSaved={onSaved} onDirtyChange={onDirtyChange} />
      </DialogContent>
    </Dialog>
  );
}

function FaqForm({
  item,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  item: AdminFaq | null;
  onCancel: () => void;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const id = useId();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const form = useForm<FaqFormValues, unknown, FaqItemInput>({
    resolver: faqFormResolver,
    defaultValues: formDefaults(item),
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isDirty },
  } = form;
  // The item the typed values are based on, and its version; a conflict's two ways move both to the newer one.
  const [base, setBase] = useState(item);
  const version = useRef(item?.updatedAt);
  const draft = useFormDraft(form, { screen: 'faq', recordId: item?.id, baseVersion: () => version.current });
  const restoredVersion = draft.restored?.baseVersion;
  const [conflict, setConflict] = useState<{ theirs?: AdminFaq } | null>(null);
  useEffect(() => {
    if (restoredVersion) version.current = restoredVersion;
  }, [restoredVersion]);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const appliesTo = useWatch({ control, name: 'appliesTo' });
  const visibleTarget: TargetField | undefined = TARGET_FIELDS.find((field) => field.scope === appliesTo);
  const pending = create.isPending || update.isPending;

  async function submit(values: FaqItemInput, basedOn: AdminFaq | null) {
    // Only the list of the chosen scope is on screen: the others keep what the item had (a city item may
    // also name states, to tell Portland, Oregon from Portland, Maine) or stay empty on a new item.
    const input: FaqItemInput = { ...values };
    for (const field of TARGET_FIELDS) {
      if (field !== visibleTarget) input[field.name] = basedOn ? basedOn[field.name] : [];
    }
    setConflict(null);
    try {
      if (item) {
        await update.mutateAsync({ id: item.id, updates: { ...input, updatedAt: version.current } });
        toast({ title: 'Success', description: 'FAQ item updated successfully' });
      } else {
        await create.mutateAsync(input);
        toast({ title: 'Success', description: 'FAQ item created successfully' });
      }
      draft.clear();
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict({ theirs: conflictingRecord(error, adminFaqSchema) });
        return;
      }
      // The session ended: the changes were kept as a draft and the sign-in page says so.
      if (error instanceof ApiError && error.status === 401) return;
      for (const [field, message] of Object.entries(faqFieldErrors(error))) {
        setError(field.split('.')[0] as FieldPath<FaqFormValues>, { type: 'server', message });
      }
      toast({
        title: 'Error',
        description: faqErrorMessage(error, item ? 'Failed to update FAQ item' : 'Failed to create FAQ item'),
        variant: 'destructive',
      });
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const described = (name: keyof FaqFormValues, hint?: string) =>
    [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined;

  // "Keep mine" saves right after moving the form onto the newer item, before this render's `base` catches up.
  const save = (event?: BaseSyntheticEvent, basedOn = base) => handleSubmit((values) => submit(values, basedOn))(event);
  const theirs = conflict?.theirs;

  return (
    <form noValidate onSubmit={save} className="grid gap-5">
      <UnsavedChangesGuard when={isDirty && !pending} onDiscard={draft.clear} />
      {draft.restored ? (
        <Alert variant="info" className="flex-col sm:flex-row sm:items-center sm:justify-between">
          <AlertDescription className="grow">
            Your unsaved changes from before you signed in again were restored. Check them and save.
          </AlertDescription>
          <Button type="button" variant="secondary" size="sm" onClick={draft.discard} className="shrink-0">
            Discard draft
          </Button>
        </Alert>
      ) : null}
      {theirs ? (
        <EditConflictPanel
          message="This FAQ item was changed by someone else while you were editing. Your changes are not saved yet."
          rows={() =>
            formConflictRows(FAQ_FIELD_LABELS, form, { loaded: formDefaults(base), theirs: formDefaults(theirs) })
          }
          onUseTheirs={() => {
            setBase(theirs);
            version.current = theirs.updatedAt;
            reset(formDefaults(theirs));
            draft.clear();
            setConflict(null);
          }}
          onKeepMine={() => {
            // Only the fields changed here are the admin's: the rest of the newer item is kept as it is.
            keepMineOverTheirs(FAQ_FIELD_LABELS, form, formDefaults(theirs));
            setBase(theirs);
            version.current = theirs.updatedAt;
            void save(undefined, theirs);
          }}
          busy={pending}
        />
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={fieldId('question')}>{FAQ_FIELD_LABELS.question}</Label>
        <Input
          id={fieldId('question')}
          aria-required="true"
          aria-invalid={errors.question ? true : undefined}
          aria-describedby={described('question')}
          {...register('question')}
        />
        <FieldError id={errorId('question')} message={errors.question?.message} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={fieldId('answer')}>{FAQ_FIELD_LABELS.answer}</Label>
        <Textarea
          id={fieldId('answer')}
          rows={4}
          aria-required="true"
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={described('answer')}
          {...register('answer')}
        />
        <FieldError id={errorId('answer')} message={errors.answer?.message} />
      </div>

      <fieldset className="border-line grid gap-4 rounded-lg border p-4">
        <legend className="text-ink px-1 text-lg font-semibold">French (optional)</legend>
        <p id={`${id}-french-hint`} className="text-muted text-sm">
          Shown on the French pages, in Canadian French. Fill in both or neither: without them, the French pages show
          the English question and answer with a note.
        </p>
        <div className="grid gap-2">
          <Label htmlFor={fieldId('questionFr')}>{FAQ_FIELD_LABELS.questionFr}</Label>
          <Input
            id={fieldId('questionFr')}
            lang="fr-CA"
            aria-invalid={errors.questionFr ? true : undefined}
            aria-describedby={described('questionFr', `${id}-french-hint`)}
            {...register('questionFr')}
          />
          <FieldError id={errorId('questionFr')} message={errors.questionFr?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fieldId('answerFr')}>{FAQ_FIELD_LABELS.answerFr}</Label>
          <Textarea
            id={fieldId('answerFr')}
            lang="fr-CA"
            rows={4}
            aria-invalid={errors.answerFr ? true : undefined}
            aria-describedby={described('answerFr', `${id}-french-hint`)}
            {...register('answerFr')}
          />
          <FieldError id={errorId('answerFr')} message={errors.answerFr?.message} />
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-3">
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId('category')}>{FAQ_FIELD_LABELS.category}</Label>
          <Select id={fieldId('category')} aria-describedby={described('category')} {...register('category')}>
            {FAQ_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
          <FieldError id={errorId('category')} message={errors.category?.message} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId('order')}>{FAQ_FIELD_LABELS.order}</Label>
          <Input
            id={fieldId('order')}
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            step={1}
            aria-invalid={errors.order ? true : undefined}
            aria-describedby={described('order', `${id}-order-hint`)}
            {...register('order')}
          />
          <p id={`${id}-order-hint`} className="text-muted text-sm">
            0 to 999; lower numbers show first.
          </p>
          <FieldError id={errorId('order')} message={errors.order?.message} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId('appliesTo')}>{FAQ_FIELD_LABELS.appliesTo}</Label>
          <Select id={fieldId('appliesTo')} aria-describedby={described('appliesTo')} {...register('appliesTo')}>
            {Object.entries(SCOPE_OPTION_LABELS).map(([scope, label]) => (
              <option key={scope} value={scope}>
                {label}
              </option>
            ))}
          </Select>
          <FieldError id={errorId('appliesTo')} message={errors.appliesTo?.message} />
        </div>
      </div>

      <fieldset className="border-line grid gap-4 rounded-lg border p-4">
        <legend className="text-ink px-1 text-lg font-semibold">Targeting &amp; Visibility</legend>
        {visibleTarget?.name === 'targetPartners' ? (
          <div className="grid gap-2">
            <Label htmlFor={fieldId('targetPartners')}>{visibleTarget.label}</Label>
            <p id={`${id}-target-hint`} className="text-muted text-sm">
              {visibleTarget.hint}
            </p>
            <Controller
              control={control}
              name="targetPartners"
              render={({ field }) => (
                <PartnerTargetPicker
                  id={fieldId('targetPartners')}
                  value={splitTargetList(field.value)}
                  known={item?.targetPartnerLabels ?? []}
                  onChange={(ids) => field.onChange(ids.join(', '))}
                  invalid={Boolean(errors.targetPartners)}
                  describedBy={described('targetPartners', `${id}-target-hint`)}
                />
              )}
            />
            <FieldError id={errorId('targetPartners')} message={errors.targetPartners?.message} />
          </div>
        ) : visibleTarget ? (
          <div className="grid gap-2">
            <Label htmlFor={fieldId(visibleTarget.name)}>{visibleTarget.label} (comma-separated)</Label>
            <Input
              id={fieldId(visibleTarget.name)}
              placeholder={visibleTarget.example}
              aria-invalid={errors[visibleTarget.name] ? true : undefined}
              aria-describedby={described(visibleTarget.name, `${id}-target-hint`)}
              {...register(visibleTarget.name)}
            />
            <p id={`${id}-target-hint`} className="text-muted text-sm">
              {visibleTarget.hint}
            </p>
            <FieldError id={errorId(visibleTarget.name)} message={errors[visibleTarget.name]?.message} />
          </div>
        ) : null}
        <div className="flex items-start gap-3">
          <Checkbox
            id={fieldId('isActive')}
            className="mt-0.5"
            aria-describedby={`${id}-active-hint`}
            {...register('isActive')}
          />
          <div className="grid gap-1">
            <Label htmlFor={fieldId('isActive')}>{FAQ_FIELD_LABELS.isActive}</Label>
            <p id={`${id}-active-hint`} className="text-muted text-sm">
              Inactive items stay here but are hidden from every public page.
            </p>
          </div>
        </div>
      </fieldset>

      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {item ? (pending ? 'Updating...' : 'Update FAQ') : pending ? 'Creating...' : 'Create FAQ'}
        </Button>
      </DialogFooter>
    </form>
  );
}
