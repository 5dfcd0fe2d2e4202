// `@kala/shared/forms`: the field-error pattern every form uses (use-field-errors.tsx). Not part of the
// shared singleton: forms are lazy pages, and this comes with them.
export { FieldMessage, useFieldErrors, useProblemText, snackProblem, type FieldErrors, type FieldA11y } from './use-field-errors';
