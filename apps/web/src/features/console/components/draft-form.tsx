import { useState, type ReactNode } from 'react';
import { TextField, useFieldErrors } from './fields.js';

/** The keys of a draft whose values are text (the ones a TextField edits). */
export type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

export interface DraftFieldOptions {
  /** Instead of the label the form's `labelOf` gives. */
  label?: string;
  maxLength?: number;
  multiline?: boolean;
  type?: 'text' | 'date' | 'datetime-local' | 'number' | 'url';
  hint?: ReactNode;
  placeholder?: string;
  /** Applied to every keystroke (upper-casing a plate...). */
  transform?: (value: string) => string;
}

/** What a mutation's `mutate` takes: the variables, then what to do on success and on failure. */
type Mutate<V> = (vars: V, opts: { onSuccess: () => void; onError: (error: unknown) => void }) => void;

/**
 * A console form's draft and its text fields, so a form lists its fields
 * instead of wiring each one: `field('name', { maxLength: 40 })` is a
 * TextField labelled by `labelOf('name')`, bound to the draft, marked when a
 * `-5` names it. `submit` clears the marks, sends, and marks what the
 * answer names.
 */
export function useDraftForm<D extends object, K extends TextKey<D> = TextKey<D>>(
  initial: D | (() => D),
  labelOf: (name: K) => string,
) {
  const errors = useFieldErrors();
  const [draft, setDraft] = useState<D>(initial);
  const set =
    <F extends keyof D>(name: F) =>
    (value: D[F]) =>
      setDraft((d) => ({ ...d, [name]: value }));
  const field = (name: K, opts: DraftFieldOptions = {}) => {
    const { label, transform, ...rest } = opts;
    return (
      <TextField
        {...rest}
        label={label ?? labelOf(name)}
        name={name}
        value={draft[name] as string}
        invalid={errors.has(name)}
        onChange={(v) => setDraft((d) => ({ ...d, [name]: transform ? transform(v) : v }))}
      />
    );
  };
  const submit = <V,>(mutate: Mutate<V>, vars: V, onSaved: () => void) => {
    errors.clear();
    mutate(vars, { onSuccess: onSaved, onError: errors.fromError });
  };
  return { draft, setDraft, set, field, errors, submit };
}
