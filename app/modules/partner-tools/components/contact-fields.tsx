import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '~/ui/input';
import { fieldA11y, FormField } from '~/ui/form-field';
import { toolFieldError } from '../tool-messages';

/** The fields both tools ask for, in the same order and with the same messages (spec §3, §5). */
export type ContactFieldName = 'companyName' | 'contactName' | 'contactEmail' | 'contactPhone' | 'website';

const FIELDS: Array<{
  name: ContactFieldName;
  label: (i18n: I18n) => string;
  type: string;
  autoComplete: string;
  optional?: boolean;
  placeholder?: string;
}> = [
  {
    name: 'companyName',
    label: (i18n) => i18n._('tools.field.companyName'),
    type: 'text',
    autoComplete: 'organization',
  },
  { name: 'contactName', label: (i18n) => i18n._('tools.field.contactName'), type: 'text', autoComplete: 'name' },
  { name: 'contactEmail', label: (i18n) => i18n._('tools.field.contactEmail'), type: 'email', autoComplete: 'email' },
  { name: 'contactPhone', label: (i18n) => i18n._('tools.field.contactPhone'), type: 'tel', autoComplete: 'tel' },
  {
    name: 'website',
    label: (i18n) => i18n._('tools.field.website'),
    type: 'url',
    autoComplete: 'url',
    optional: true,
    placeholder: 'https://',
  },
];

/**
 * Registers the contact fields. Call it in the form's body before its other fields are registered:
 * react-hook-form focuses the first invalid field in registration order, which must be page order.
 */
export function registerContactFields(register: (name: ContactFieldName) => UseFormRegisterReturn) {
  return Object.fromEntries(FIELDS.map((field) => [field.name, register(field.name)])) as Record<
    ContactFieldName,
    UseFormRegisterReturn
  >;
}

export function ContactFields({
  registrations,
  errors,
  idPrefix,
  defaultValues = {},
}: {
  registrations: Record<ContactFieldName, UseFormRegisterReturn>;
  errors: FieldErrors<Record<ContactFieldName, string>>;
  idPrefix: string;
  /** The form's starting values, also rendered by the server (a prefilled link shows them before hydration). */
  defaultValues?: Partial<Record<ContactFieldName, string>>;
}) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = toolFieldError(i18n, errors[field.name]?.message);
        return (
          <FormField
            key={field.name}
            id={id}
            label={field.label(i18n)}
            optional={field.optional}
            optionalLabel={i18n._('tools.optional')}
            error={error}
          >
            <Input
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              defaultValue={defaultValues[field.name]}
              {...fieldA11y(id, { error })}
              {...registrations[field.name]}
            />
          </FormField>
        );
      })}
    </div>
  );
}
