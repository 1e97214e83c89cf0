import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Form, { type RuleObject } from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Picker from 'antd-mobile/es/components/picker';
import { ChevronIcon, LockIcon } from '../../../shared/ui/icons.js';
import { FormField } from '../../../shared/forms/form-field.js';
import {
  useFormSubmit,
  type FormMutation,
  type ServerFields,
} from '../../../shared/forms/use-form-submit.js';
import {
  idNumberError,
  nameError,
  normaliseIdInput,
  type IdCardType,
  type RealNameErrorKey,
  type RealNameForm as FormValues,
} from '../real-name-rules.js';
import './account.css';
import { pathTo } from '../../../shared/routing/paths.js';

export interface RealNameSubmit {
  custName: string;
  idType: string;
  idNumber: string;
}

interface RealNameFormProps<Data> {
  idTypes: readonly IdCardType[];
  /** The authentication call; a -5 naming the name or the ID number is shown beside that field. */
  mutation: FormMutation<RealNameSubmit, Data>;
  onSuccess: (data: Data) => void;
}

/** The request fields a -5 may name, and where it shows. */
const serverFields: ServerFields = { custName: 'custName', idType: 'idType', idNumber: 'idNumber' };

/**
 * What the customer typed survives a visit to the agreement and back. In memory
 * only: an ID number has no business in storage.
 */
let draft: FormValues | null = null;

export function RealNameForm<Data>({ idTypes, mutation, onSuccess }: RealNameFormProps<Data>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [initialValues] = useState<FormValues>(() => {
    const kept = draft && idTypes.some((x) => x.code === draft?.idType) ? draft : null;
    return kept ?? { custName: '', idType: idTypes[0]?.code ?? '1', idNumber: '', agreed: false };
  });
  const { submitting, formProps } = useFormSubmit({
    form,
    mutation,
    fields: serverFields,
    toBody: (v: FormValues): RealNameSubmit => ({
      custName: v.custName.trim(),
      idType: v.idType,
      idNumber: v.idNumber.trim().toUpperCase(),
    }),
    onSuccess,
  });

  const rule = (check: (value: unknown) => RealNameErrorKey | null): RuleObject => ({
    validator: (_, value) => {
      const key = check(value);
      return key ? Promise.reject(new Error(t(`authentication.errors.${key}`))) : Promise.resolve();
    },
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  return (
    <Form
      {...formProps}
      onValuesChange={(changed: Partial<FormValues>, all: FormValues) => {
        draft = { ...initialValues, ...all };
        formProps.onValuesChange(changed);
      }}
      initialValues={initialValues}
      requiredMarkStyle="none"
      className="rc-form rc-form--plain rc-card"
      aria-label={t('authentication.heading')}
    >
      <p className="rc-form-lead">{t('authentication.lead')}</p>

      <FormField
        name="custName"
        label={t('authentication.name')}
        className="rc-field"
        rules={[rule((v) => nameError(text(v)))]}
      >
        <Input
          placeholder={t('authentication.namePlaceholder')}
          maxLength={32}
          autoComplete="name"
          clearable
        />
      </FormField>

      <FormField name="idType" label={t('authentication.idType')} className="rc-field">
        <IdTypeSelect idTypes={idTypes} />
      </FormField>

      <FormField
        name="idNumber"
        label={t('authentication.idNumber')}
        className="rc-field"
        dependencies={['idType']}
        normalize={(v: unknown) => normaliseIdInput(text(v))}
        rules={[rule((v) => idNumberError(text(form.getFieldValue('idType')), text(v)))]}
      >
        <Input
          placeholder={t('authentication.idNumberPlaceholder')}
          maxLength={18}
          autoComplete="off"
          clearable
        />
      </FormField>

      <FormField
        name="agreed"
        valuePropName="checked"
        validateTrigger="onChange"
        className="rc-agree-field"
        rules={[rule((v) => (v === true ? null : 'agreementRequired'))]}
      >
        <AgreeBox />
      </FormField>

      <div className="rc-submit">
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          loading={submitting}
          loadingText={t('authentication.submitting')}
        >
          {t('authentication.submit')}
        </Button>
      </div>
      <p className="rc-secure">
        <LockIcon />
        {t('authentication.secure')}
      </p>
    </Form>
  );
}

/** The ID type: a picker when the insurer stores several, else the single type shown. */
function IdTypeSelect({
  idTypes,
  value,
  onChange,
  id,
}: {
  idTypes: readonly IdCardType[];
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selected = idTypes.find((x) => x.code === value) ?? idTypes[0];
  const several = idTypes.length > 1;
  return (
    <div>
      <button
        type="button"
        id={id}
        className="rc-select"
        aria-haspopup={several ? 'listbox' : undefined}
        disabled={!several}
        onClick={() => setOpen(true)}
      >
        <span>{selected?.name ?? t('authentication.idTypePlaceholder')}</span>
        {several ? <ChevronIcon className="rc-select__chevron" /> : null}
      </button>
      {several ? (
        <Picker
          columns={[idTypes.map((x) => ({ label: x.name, value: x.code }))]}
          value={value ? [value] : []}
          visible={open}
          title={t('authentication.idType')}
          confirmText={t('authentication.pickerConfirm')}
          cancelText={t('authentication.pickerCancel')}
          onClose={() => setOpen(false)}
          onConfirm={(picked) => {
            const code = picked[0];
            if (typeof code === 'string') onChange?.(code);
          }}
        />
      ) : null}
    </div>
  );
}

/** "I have read and agree to" the agreement (a link to it), as the Form's `agreed` field. */
function AgreeBox({
  checked,
  onChange,
  id,
}: {
  checked?: boolean;
  onChange?: (agreed: boolean) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rc-agree">
      <Checkbox
        id={id}
        checked={checked ?? false}
        aria-label={`${t('authentication.agreePrefix')}${t('authentication.agreementLink')}`}
        onChange={(agreed) => onChange?.(agreed)}
      />
      <span>
        {t('authentication.agreePrefix')}
        <Link to={pathTo('/account/agreement')}>{t('authentication.agreementLink')}</Link>
      </span>
    </div>
  );
}

/** Only for tests: forget the in-memory draft. */
export function resetRealNameDraftForTests(): void {
  draft = null;
}
