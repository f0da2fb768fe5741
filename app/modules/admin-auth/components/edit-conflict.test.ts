import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { conflictRows, formConflictRows, keepMineOverTheirs, mineOverTheirs } from './edit-conflict';

interface Values {
  phone: string;
  description: string;
  email: string;
  services: string[];
}

const labels: Record<keyof Values, string> = {
  phone: 'Phone Number',
  description: 'Description',
  email: 'Email',
  services: 'Services Offered',
};

const loaded: Values = {
  phone: '(512) 555-0142',
  description: 'The description before anyone edited it.',
  email: 'office@example.com',
  services: ['Direct cremation'],
};

/** A colleague saved the phone and the email meanwhile. */
const theirs: Values = { ...loaded, phone: '(512) 555-0199', email: 'front-desk@example.com' };

/** The form as react-hook-form runs it, loaded with `loaded`, with the admin's typing applied. */
function formTyped(typed: Partial<Values>) {
  const { formControl } = createFormControl<Values>({ defaultValues: loaded });
  // As useForm does once the form is on screen: from then on the typed values are the form's values.
  formControl.reset(loaded);
  for (const [field, value] of Object.entries(typed)) {
    formControl.setValue(field as keyof Values, value, { shouldDirty: true });
  }
  return formControl;
}

describe('mineOverTheirs', () => {
  it('puts only the changed fields on top of the newer version', () => {
    const mine: Values = { ...loaded, description: 'Mine.', email: 'mine@example.com' };
    expect(mineOverTheirs(theirs, mine, ['description', 'email'])).toEqual({
      phone: '(512) 555-0199',
      description: 'Mine.',
      email: 'mine@example.com',
      services: ['Direct cremation'],
    });
  });

  it('is the newer version itself when nothing was changed here', () => {
    expect(mineOverTheirs(theirs, loaded, [])).toEqual(theirs);
  });
});

describe('conflictRows', () => {
  it("shows each side's change only where that side made one, and leaves out fields neither changed", () => {
    const mine: Values = { ...loaded, description: 'Mine.', email: 'mine@example.com' };
    expect(conflictRows(labels, { loaded, theirs, mine, changed: ['description', 'email'] })).toEqual([
      { field: 'phone', label: 'Phone Number', theirs: '(512) 555-0199', mine: undefined },
      { field: 'description', label: 'Description', theirs: undefined, mine: 'Mine.' },
      { field: 'email', label: 'Email', theirs: 'front-desk@example.com', mine: 'mine@example.com' },
    ]);
  });

  it('is empty when neither side changed a field', () => {
    expect(conflictRows(labels, { loaded, theirs: loaded, mine: loaded, changed: [] })).toEqual([]);
  });
});

describe('a form kept over the newer version', () => {
  it('counts only the typed fields as mine: a field the admin never touched is not shown as theirs against mine', () => {
    const form = formTyped({ description: 'Mine.' });
    expect(formConflictRows(labels, form, { loaded, theirs })).toEqual([
      { field: 'phone', label: 'Phone Number', theirs: '(512) 555-0199', mine: undefined },
      { field: 'description', label: 'Description', theirs: undefined, mine: 'Mine.' },
      { field: 'email', label: 'Email', theirs: 'front-desk@example.com', mine: undefined },
    ]);
  });

  it("holds the newer version with the admin's changes on top, still unsaved and based on the newer version", () => {
    const form = formTyped({ description: 'Mine.', email: 'mine@example.com', services: ['Burial'] });
    keepMineOverTheirs(labels, form, theirs);

    expect(form.getValues()).toEqual({
      phone: '(512) 555-0199',
      description: 'Mine.',
      email: 'mine@example.com',
      services: ['Burial'],
    });
    // Dirty against the newer version now: a second conflict compares with it, and leaving still asks first.
    expect(form.getFieldState('phone').isDirty).toBe(false);
    expect(form.getFieldState('description').isDirty).toBe(true);
    expect(form.getFieldState('email').isDirty).toBe(true);
    expect(form.getFieldState('services').isDirty).toBe(true);
    expect(formConflictRows(labels, form, { loaded: theirs, theirs })).toEqual([
      { field: 'description', label: 'Description', theirs: undefined, mine: 'Mine.' },
      { field: 'email', label: 'Email', theirs: undefined, mine: 'mine@example.com' },
      { field: 'services', label: 'Services Offered', theirs: undefined, mine: 'Burial' },
    ]);
  });

  it('a field typed back to its loaded value is not mine', () => {
    const form = formTyped({ phone: '(512) 555-0000' });
    form.setValue('phone', loaded.phone, { shouldDirty: true });
    keepMineOverTheirs(labels, form, theirs);
    expect(form.getValues().phone).toBe('(512) 555-0199');
  });
});
