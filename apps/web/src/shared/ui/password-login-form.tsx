import { useState, type ReactNode } from 'react';
import { showToast } from './overlays.js';

/** The texts of a password sign-in form, already translated by the area that shows it. */
export interface PasswordLoginLabels {
  account: string;
  accountPlaceholder: string;
  password: string;
  passwordPlaceholder: string;
  /** Toast when either box is left empty. */
  needBoth: string;
  submit: string;
  submitting: string;
}

export interface PasswordLoginFormProps {
  labels: PasswordLoginLabels;
  /** Class names of the area's own look: the form, each labelled field, the inputs and the button. */
  classNames: { form: string; field: string; input?: string; button: string };
  /** Prefix of the test ids: `<prefix>-account`, `<prefix>-password`, `<prefix>-login`. */
  testIdPrefix: string;
  maxLength: { account: number; password: number };
  pending: boolean;
  /** Called with the trimmed account once both boxes are filled. */
  onSubmit: (credentials: { account: string; password: string }) => void;
  /** Shown inside the form above the fields (a title, a lead). */
  children?: ReactNode;
}

/** Account and password sign-in shared by the staff console and the rescuer's app. */
export function PasswordLoginForm({
  labels,
  classNames,
  testIdPrefix,
  maxLength,
  pending,
  onSubmit,
  children,
}: PasswordLoginFormProps) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password) return showToast(labels.needBoth);
    onSubmit({ account: account.trim(), password });
  };

  return (
    <form className={classNames.form} onSubmit={submit}>
      {children}
      <label className={classNames.field}>
        <span>{labels.account}</span>
        <input
          className={classNames.input}
          value={account}
          autoComplete="username"
          maxLength={maxLength.account}
          placeholder={labels.accountPlaceholder}
          onChange={(e) => setAccount(e.target.value)}
          data-testid={`${testIdPrefix}-account`}
        />
      </label>
      <label className={classNames.field}>
        <span>{labels.password}</span>
        <input
          className={classNames.input}
          type="password"
          value={password}
          autoComplete="current-password"
          maxLength={maxLength.password}
          placeholder={labels.passwordPlaceholder}
          onChange={(e) => setPassword(e.target.value)}
          data-testid={`${testIdPrefix}-password`}
        />
      </label>
      <button
        type="submit"
        className={classNames.button}
        disabled={pending}
        data-testid={`${testIdPrefix}-login`}
      >
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
