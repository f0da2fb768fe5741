import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type Draft, discardDraft, draftKey, draftOnRecord, loadDraft, registerDraftSource } from './admin-drafts';

/**
 * Ties a react-hook-form form to its draft (admin-drafts.ts): while mounted with unsaved changes it is
 * saved if the session ends, with the values it was typed on; on mount the admin's changes in a kept draft
 * are put on the loaded record (which stays the form's default values, so they count as unsaved).
 */
export function useFormDraft<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  {
    screen,
    recordId,
    baseVersion,
  }: { screen: string; recordId?: string | null; baseVersion?: () => string | undefined },
) {
  const key = draftKey(screen, recordId);
  const { getValues, reset } = form;
  const dirty = form.formState.isDirty;
  const baseValues = form.formState.defaultValues;
  const current = useRef({ dirty, baseVersion, baseValues });
  useEffect(() => {
    current.current = { dirty, baseVersion, baseValues };
  });
  // Admin forms mount only in the browser, after the auth state was read: storage is there to look at.
  const [restored, setRestored] = useState<Draft<T> | null>(() => loadDraft<T>(key));
  const restoredOnMount = useRef(restored);

  useEffect(
    () =>
      registerDraftSource(key, () =>
        current.current.dirty
          ? {
              values: getValues(),
              baseVersion: current.current.baseVersion?.(),
              baseValues: current.current.baseValues,
            }
          : undefined,
      ),
    [key, getValues],
  );

  useEffect(() => {
    const draft = restoredOnMount.current;
    if (draft) reset(draftOnRecord(draft, getValues()), { keepDefaultValues: true });
  }, [reset, getValues]);

  /** Throws the draft away and puts the record's values back. */
  const discard = useCallback(() => {
    discardDraft(key);
    reset();
    setRestored(null);
  }, [key, reset]);

  /** After a successful save: the draft is no longer needed. */
  const clear = useCallback(() => {
    discardDraft(key);
    setRestored(null);
  }, [key]);

  return { restored, discard, clear };
}
