// `@bs/ui/form`: the form machinery (react-hook-form + the contract's zod schemas). A separate
// entry so that screens without forms never bundle react-hook-form or the resolver.
export { useSchemaForm } from './use-schema-form';
export type { FormSchema, SchemaFormOptions } from './use-schema-form';
export { applyServerErrors } from './apply-server-errors';
export type { ApplyServerErrorsOptions } from './apply-server-errors';
export { fieldPaths, pathForTarget } from './field-paths';
export { FormTextField, FormDigitsField } from './form-text-field';
export { groupCard, groupPhone, groupSsn } from './masks';
export type { FormTextFieldProps, FormDigitsFieldProps } from './form-text-field';
export { FormDateField } from './form-date-field';
export type { FormDateFieldProps } from './form-date-field';
export { FormSelectField } from './form-select-field';
export type { FormSelectFieldProps } from './form-select-field';
export { FormTextAreaField } from './form-text-area-field';
export type { FormTextAreaFieldProps } from './form-text-area-field';
export { FormCheckbox, FormFlagGroup, FormRadioGroup } from './form-choice-fields';
export type {
  FormCheckboxProps,
  FormFlagGroupProps,
  FormRadioGroupProps,
  RadioOption,
} from './form-choice-fields';
export { useSingleFlight } from './use-single-flight';
// The react-hook-form pieces screens use, so they depend on one copy through libs/ui.
export { useController, useFieldArray, useFormState, useWatch } from 'react-hook-form';
export type { Control, FieldPath, FieldValues, UseFormReturn, DefaultValues } from 'react-hook-form';
