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
type Mutate<V, R> = (
  vars: V,
  opts: { onSuccess: (data: R) => void; onError: (error: unknown) => void },
) => void;

/**
 * A console form's draft and its text fields, so a form lists its fields
 * instead of wiring each one: `field('name', { maxLength: 40 })` is a
 * TextField labelled by `labelOf('name')`, bound to the draft, marked when a
 * `-5` names it or the form's own check `mark`s it. `submit` clears the marks,
 * sends, and marks what the answer names.
 */
export function useDraftForm<D extends object, K extends TextKey<D> = TextKey<D>>(
  initial: D | (() => D),
  labelOf: (name: K) => string,
) {
  const errors = useFieldErrors();
  const [draft, setDraft] = useState<D>(initial);
  // What the form found wrong before sending (an amount that is not one...).
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const invalid = (name: string) => marked.has(name) || errors.has(name);
  const mark = (names: Iterable<string>) => setMarked(new Set(names));
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
        invalid={invalid(name)}
        error={errors.messageOf(name)}
        onChange={(v) => setDraft((d) => ({ ...d, [name]: transform ? transform(v) : v }))}
      />
    );
  };
  const submit = <V, R>(mutate: Mutate<V, R>, vars: V, onSaved: (data: R) => void) => {
    errors.clear();
    setMarked(new Set());
    mutate(vars, { onSuccess: onSaved, onError: errors.fromError });
  };
  return { draft, setDraft, set, field, errors, invalid, mark, submit };
}
