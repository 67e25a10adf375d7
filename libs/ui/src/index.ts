// Any project that type-checks this lib (shell, remotes) gets the *.module.css typing with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
export { Alert } from './alert';
export type { AlertProps } from './alert';
export { Breadcrumb } from './breadcrumb';
export type { Crumb } from './breadcrumb';
export { Button, buttonClass } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { Card } from './card';
export type { CardProps } from './card';
export { DobInput } from './dob-input';
export type { DobInputProps } from './dob-input';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { firstErrorMessage, mapFieldErrors } from './map-field-errors';
export type { MappedErrors, FieldErrorLike } from './map-field-errors';
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { NotAvailableScreen } from './not-available-screen';
export { GENDER_OPTIONS, TIER_OPTIONS, tierOptionLabel } from './options';
export { planLogoUrl } from './plan-logo-url';
export { PageTitle } from './page-title';
export type { PageTitleProps } from './page-title';
export { SafeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
export { ScreenBoundary } from './screen-boundary';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { useStorePath } from './use-store-path';
