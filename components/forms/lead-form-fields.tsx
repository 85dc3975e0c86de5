import type { LeadFormValues } from '@/lib/forms/result';
import type { LeadField, LeadFormError, LeadFormKind } from '@/lib/model/lead-fields';
import { COMPANY_SIZES, OPTIONAL_LEAD_FIELDS } from '@/lib/model/lead-fields';
import type { SectorOption } from '@/lib/model/sector';
import { FormField, inputClass } from './form-field';
import type { LeadFormText } from './lead-form-text';

type LeadFormFieldsProps = {
  kind: LeadFormKind;
  text: LeadFormText;
  /** The published sectors in the page's language, in the marketers' order. */
  sectors: readonly SectorOption[];
  values: LeadFormValues;
  error: { field: LeadField; error: LeadFormError } | null;
  /** After a post without JavaScript, the page loads with focus on the field to correct. */
  focusErrorOnLoad: boolean;
};

export function LeadFormFields({
  kind,
  text,
  sectors,
  values,
  error,
  focusErrorOnLoad,
}: LeadFormFieldsProps) {
  const id = (field: LeadField) => `${kind}-${field}`;
  const field = (name: LeadField) => ({
    id: id(name),
    label: text.fields[name],
    requiredLabel: OPTIONAL_LEAD_FIELDS.has(name) ? undefined : text.fields.required,
    error: error?.field === name ? text.errors[error.error] : undefined,
  });
  const control = (name: LeadField, describedBy: string | undefined) => ({
    id: id(name),
    name,
    required: !OPTIONAL_LEAD_FIELDS.has(name),
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
      <FormField {...field('sector')}>
        {(describedBy) => (
          <select {...control('sector', describedBy)}>
            <option value="">{text.fields.sectorPlaceholder}</option>
            {sectors.map((sector) => (
              <option key={sector.key} value={sector.key}>
                {sector.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
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
