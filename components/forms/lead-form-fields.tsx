import type { LeadFormValues } from '@/lib/forms/result';
import type { LeadField, LeadFormError, LeadFormKind } from '@/lib/model/lead-fields';
import { COMPANY_SIZES } from '@/lib/model/lead-fields';
import { FormField, inputClass } from './form-field';
import type { LeadFormText } from './lead-form-text';

type LeadFormFieldsProps = {
  kind: LeadFormKind;
  text: LeadFormText;
  values: LeadFormValues;
  error: { field: LeadField; error: LeadFormError } | null;
  /** After a post without JavaScript, the page loads with focus on the field to correct. */
  focusErrorOnLoad: boolean;
};

export function LeadFormFields({
  kind,
  text,
  values,
  error,
  focusErrorOnLoad,
}: LeadFormFieldsProps) {
  const id = (field: LeadField) => `${kind}-${field}`;
  const field = (name: LeadField) => ({
    id: id(name),
    label: text.fields[name],
    requiredLabel: text.fields.required,
    error: error?.field === name ? text.errors[error.error] : undefined,
  });
  const control = (name: LeadField, describedBy: string | undefined) => ({
    id: id(name),
    name,
    required: true,
    'aria-invalid': error?.field === name ? true : undefined,
    'aria-describedby': describedBy,
    autoFocus: focusErrorOnLoad && error?.field === name,
    defaultValue: values[name] ?? '',
    className: inputClass,
  });

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('firstName')}>
          {(describedBy) => (
            <input type="text" autoComplete="given-name" {...control('firstName', describedBy)} />
          )}
        </FormField>
        <FormField {...field('lastName')}>
          {(describedBy) => (
            <input type="text" autoComplete="family-name" {...control('lastName', describedBy)} />
          )}
        </FormField>
      </div>
      <FormField {...field('email')}>
        {(describedBy) => (
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={text.fields.emailPlaceholder}
            {...control('email', describedBy)}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('companyName')}>
          {(describedBy) => (
            <input
              type="text"
              autoComplete="organization"
              {...control('companyName', describedBy)}
            />
          )}
        </FormField>
        <FormField {...field('companySize')}>
          {(describedBy) => (
            <select {...control('companySize', describedBy)}>
              <option value="">{text.fields.companySizePlaceholder}</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {text.fields.companySizeOptions[size]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {kind === 'contact' ? (
        <FormField {...field('message')}>
          {(describedBy) => (
            <textarea
              rows={5}
              placeholder={text.fields.messagePlaceholder}
              {...control('message', describedBy)}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
