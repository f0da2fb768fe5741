import { useId } from 'react';
import { type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/ui/dialog';
import { Input } from '~/ui/input';
import { Label } from '~/ui/label';
import { Select } from '~/ui/select';
import { Textarea } from '~/ui/textarea';
import { toast } from '~/ui/use-toast';
import { faqErrorMessage, faqFieldErrors, useCreateFaq, useUpdateFaq } from '../../faq-admin.queries';
import { type AdminFaq, FAQ_CATEGORIES, type FaqFormValues, type FaqItemInput, faqFormSchema } from '../../faq.schema';
import { CATEGORY_LABELS, SCOPE_OPTION_LABELS, TARGET_FIELDS, type TargetField } from './faq-field-labels';
import { FieldError } from './field-error';

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
    category: item?.category ?? 'general',
    order: String(item?.order ?? 0),
    appliesTo: item?.appliesTo ?? 'all',
    targetStates: item?.targetStates.join(', ') ?? '',
    targetCities: item?.targetCities.join(', ') ?? '',
    targetPartners: item?.targetPartners.join(', ') ?? '',
    isActive: item?.isActive ?? true,
  };
}

/** 'Create New FAQ Item' (no item) or 'Edit FAQ Item' (spec §2). Closing the dialog discards the draft. */
export function FaqFormDialog({
  open,
  onOpenChange,
  item,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: AdminFaq | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{item ? 'Edit FAQ Item' : 'Create New FAQ Item'}</DialogTitle>
          <DialogDescription>
            {item
              ? 'Changes show on the public FAQ blocks the item applies to.'
              : 'The item shows on the public FAQ blocks it applies to while it is active.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening (Radix unmounts closed content): every opening starts from the item. */}
        <FaqForm item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function FaqForm({ item, onDone }: { item: AdminFaq | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FaqFormValues, unknown, FaqItemInput>({ resolver: faqFormResolver, defaultValues: formDefaults(item) });
  const appliesTo = useWatch({ control, name: 'appliesTo' });
  const visibleTarget: TargetField | undefined = TARGET_FIELDS.find((field) => field.scope === appliesTo);
  const pending = create.isPending || update.isPending;

  async function submit(values: FaqItemInput) {
    // Only the list of the chosen scope is on screen: the others keep what the item had (a city item may
    // also name states, to tell Portland, Oregon from Portland, Maine) or stay empty on a new item.
    const input: FaqItemInput = { ...values };
    for (const field of TARGET_FIELDS) {
      if (field !== visibleTarget) input[field.name] = item ? item[field.name] : [];
    }
    try {
      if (item) {
        await update.mutateAsync({ id: item.id, updates: { ...input, updatedAt: item.updatedAt } });
        toast({ title: 'Success', description: 'FAQ item updated successfully' });
      } else {
        await create.mutateAsync(input);
        toast({ title: 'Success', description: 'FAQ item created successfully' });
      }
      onDone();
    } catch (error) {
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

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={fieldId('question')}>Question</Label>
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
        <Label htmlFor={fieldId('answer')}>Answer</Label>
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

      <div className="grid gap-5 sm:grid-cols-3">
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId('category')}>Category</Label>
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
          <Label htmlFor={fieldId('order')}>Display Order</Label>
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
          <Label htmlFor={fieldId('appliesTo')}>Applies To</Label>
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
        {visibleTarget ? (
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
            <Label htmlFor={fieldId('isActive')}>Active</Label>
            <p id={`${id}-active-hint`} className="text-muted text-sm">
              Inactive items stay here but are hidden from every public page.
            </p>
          </div>
        </div>
      </fieldset>

      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {item ? (pending ? 'Updating...' : 'Update FAQ') : pending ? 'Creating...' : 'Create FAQ'}
        </Button>
      </DialogFooter>
    </form>
  );
}
