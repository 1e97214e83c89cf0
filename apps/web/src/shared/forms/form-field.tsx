import { useEffect, type ReactNode } from 'react';
import Form, { type FormItemProps } from 'antd-mobile/es/components/form';
import './forms.css';

export type FormFieldProps = Omit<FormItemProps, 'name' | 'hasFeedback'> & { name: string };

/**
 * A Form.Item whose rule or server message is announced: shown under the field with
 * role="alert", and the control (whose id is the field's name: the Form has no `name`)
 * gets aria-invalid and aria-describedby pointing at it. A field is first checked when
 * it loses focus or the form is submitted (useFormSubmit checks it again on each edit after).
 */
export function FormField({ name, description, validateTrigger = 'onBlur', ...props }: FormFieldProps) {
  return (
    <Form.Item
      name={name}
      validateTrigger={validateTrigger}
      hasFeedback={false}
      description={
        <>
          {description}
          <FieldError name={name} />
        </>
      }
      {...props}
    />
  );
}

/** The field's first message, kept current by the Form (rules, setFields). */
function FieldError({ name }: { name: string }) {
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => <ErrorText name={name} message={form.getFieldError(name)[0]} />}
    </Form.Item>
  );
}

function ErrorText({ name, message }: { name: string; message: ReactNode | undefined }): ReactNode {
  const errorId = `${name}-error`;
  const invalid = Boolean(message);
  useEffect(() => {
    // antd-mobile's Input puts aria-* on its wrapper: set them on the control the label names.
    const control = document.getElementById(name);
    if (!control) return;
    control.setAttribute('aria-invalid', String(invalid));
    if (invalid) control.setAttribute('aria-describedby', errorId);
    else control.removeAttribute('aria-describedby');
  }, [name, errorId, invalid]);
  return invalid ? (
    <span className="rc-form-error" id={errorId} role="alert">
      {message}
    </span>
  ) : null;
}
