// Field errors where the field is: the pattern every form copies. Rules live in shared (rules/), return one
// problem per field; the form shows each message under its field (aria-describedby, aria-invalid), all at
// once on submit, focuses the first invalid field, and keeps the spec's error toast for the first message.
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
// From the package, not relative files: this module is bundled into each form's own chunk (the
// `@kala/shared/forms` entry, so no page's first paint carries it), and the snack and i18n it uses must be
// the page's one shared copy.
import { dismissSnack, showSnack, useTranslation } from '@kala/shared';
import type { FieldProblem, Problem } from '../rules/text';
import styles from './field-errors.module.css';

/** The text of a problem in the page's language. */
export function useProblemText(): (problem: Problem) => string {
  const { t } = useTranslation();
  return (problem) => t(`msg.${problem.key}`, problem.values ?? {});
}

/** The spec's error toast for a problem, in the page's language. */
export function snackProblem(problem: Problem, text: (p: Problem) => string): number {
  return showSnack(text(problem), { type: 'error' });
}

/** A field's error message, for forms whose messages are not spec rules (name its id in aria-describedby). */
export function FieldMessage({ id, field, children }: { id: string; field: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} data-field-error={field}>
      {children}
    </p>
  );
}

/** What a field's input spreads: its ref, aria-invalid and aria-describedby (its hint, then its error). */
export interface FieldA11y {
  ref: (el: HTMLElement | null) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldErrors<F extends string> {
  /** Props for a field's input; `hintId` is the id of a hint that also describes it. */
  field(name: F, hintId?: string): FieldA11y;
  /** The field's message, to render right under it (nothing when the field is fine). */
  message(name: F): ReactNode;
  /** Shows every problem at once: messages by their fields, the toast for the first, focus on the first. */
  show(problems: FieldProblem<F>[]): boolean;
  /** The visitor changed a field: its message goes (and the toast, when it carried that message). */
  clear(name: F): void;
  has(name: F): boolean;
}

/**
 * One form's field errors. `order` lists the fields as they appear on the page, so "first" means the first
 * one the visitor meets, whatever order the rules ran in.
 */
export function useFieldErrors<F extends string>(order: readonly F[]): FieldErrors<F> {
  const base = useId();
  const text = useProblemText();
  const [problems, setProblems] = useState<Partial<Record<F, FieldProblem<F>>>>({});
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const toast = useRef<{ id: number; field: F } | null>(null);
  const errorId = (name: F) => `${base}-${name}-error`;

  const clear = useCallback((name: F) => {
    setProblems((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest as Partial<Record<F, FieldProblem<F>>>;
    });
    if (toast.current?.field === name) {
      dismissSnack(toast.current.id);
      toast.current = null;
    }
  }, []);

  const show = (list: FieldProblem<F>[]): boolean => {
    const byField: Partial<Record<F, FieldProblem<F>>> = {};
    for (const p of list) byField[p.field] ??= p;
    setProblems(byField);
    if (toast.current) dismissSnack(toast.current.id);
    toast.current = null;
    const first = order.find((name) => byField[name]);
    if (!first) return false;
    toast.current = { id: snackProblem(byField[first]!, text), field: first };
    elements.current[first]?.focus();
    return true;
  };

  return {
    field: (name, hintId) => ({
      ref: (el) => {
        elements.current[name] = el;
      },
      'aria-invalid': problems[name] ? true : undefined,
      'aria-describedby': [hintId, problems[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined,
    }),
    message: (name) => {
      const problem = problems[name];
      return problem ? (
        <FieldMessage id={errorId(name)} field={name}>
          {text(problem)}
        </FieldMessage>
      ) : null;
    },
    show,
    clear,
    has: (name) => problems[name] != null,
  };
}
