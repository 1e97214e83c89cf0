import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input, { type InputRef } from 'antd-mobile/es/components/input';
import Picker from 'antd-mobile/es/components/picker';
import { ChevronIcon, LockIcon } from '../../../shared/ui/icons.js';
import {
  idNumberError,
  nameError,
  normaliseIdInput,
  validateRealName,
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

export type FieldMessages = Partial<Record<'custName' | 'idNumber', string>>;

interface RealNameFormProps {
  idTypes: readonly IdCardType[];
  submitting: boolean;
  /** Messages the server gave for fields it refused (-5), shown beside them. */
  serverErrors?: FieldMessages;
  onSubmit: (values: RealNameSubmit) => void;
}

/**
 * What the customer typed survives a visit to the agreement and back. In memory
 * only: an ID number has no business in storage.
 */
let draft: FormValues | null = null;

type Touched = Partial<Record<'custName' | 'idNumber' | 'agreed', boolean>>;

/** antd-mobile's Input keeps aria-invalid and aria-describedby on its wrapper: put them on the input itself. */
function useFieldAria(ref: RefObject<InputRef | null>, errorId: string, invalid: boolean): void {
  useEffect(() => {
    const input = ref.current?.nativeElement;
    if (!input) return;
    input.setAttribute('aria-invalid', String(invalid));
    if (invalid) input.setAttribute('aria-describedby', errorId);
    else input.removeAttribute('aria-describedby');
  }, [ref, errorId, invalid]);
}

export function RealNameForm({ idTypes, submitting, serverErrors = {}, onSubmit }: RealNameFormProps) {
  const { t } = useTranslation();
  const firstType = idTypes[0]?.code ?? '1';
  const [values, setValues] = useState<FormValues>(() => {
    const kept = draft && idTypes.some((x) => x.code === draft?.idType) ? draft : null;
    return kept ?? { custName: '', idType: firstType, idNumber: '', agreed: false };
  });
  const [touched, setTouched] = useState<Touched>({});
  const [submitted, setSubmitted] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  // A server message stands until the customer edits that field.
  const [editedSinceServer, setEditedSinceServer] = useState<Touched>({});

  const update = (patch: Partial<FormValues>) => {
    setValues((v) => {
      const next = { ...v, ...patch };
      draft = next;
      return next;
    });
  };

  const show = (field: keyof Touched) => submitted || Boolean(touched[field]);
  const errorText = (key: RealNameErrorKey | null | undefined) =>
    key ? t(`authentication.errors.${key}`) : null;

  const nameMessage =
    (!editedSinceServer.custName && serverErrors.custName) ||
    (show('custName') ? errorText(nameError(values.custName)) : null);
  const idMessage =
    (!editedSinceServer.idNumber && serverErrors.idNumber) ||
    (show('idNumber') ? errorText(idNumberError(values.idType, values.idNumber)) : null);
  const agreedMessage = show('agreed') && !values.agreed ? errorText('agreementRequired') : null;

  const nameRef = useRef<InputRef>(null);
  const idRef = useRef<InputRef>(null);
  useFieldAria(nameRef, 'rc-cust-name-error', Boolean(nameMessage));
  useFieldAria(idRef, 'rc-id-number-error', Boolean(idMessage));

  const selectedType = idTypes.find((x) => x.code === values.idType) ?? idTypes[0];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setEditedSinceServer({});
    const errors = validateRealName(values);
    if (Object.keys(errors).length > 0 || submitting) return;
    onSubmit({
      custName: values.custName.trim(),
      idType: values.idType,
      idNumber: values.idNumber.trim().toUpperCase(),
    });
  };

  return (
    <form className="rc-card" noValidate onSubmit={submit} aria-label={t('authentication.heading')}>
      <p className="rc-form-lead">{t('authentication.lead')}</p>

      <div className={nameMessage ? 'rc-field rc-field--invalid' : 'rc-field'}>
        <label className="rc-field__label" htmlFor="rc-cust-name">
          {t('authentication.name')}
        </label>
        <Input
          ref={nameRef}
          id="rc-cust-name"
          value={values.custName}
          placeholder={t('authentication.namePlaceholder')}
          maxLength={32}
          autoComplete="name"
          clearable
          onChange={(custName) => {
            update({ custName });
            setEditedSinceServer((s) => ({ ...s, custName: true }));
          }}
          onBlur={() => setTouched((s) => ({ ...s, custName: true }))}
        />
        {nameMessage ? (
          <p className="rc-field__error" id="rc-cust-name-error" role="alert">
            {nameMessage}
          </p>
        ) : null}
      </div>

      <div className="rc-field">
        <span className="rc-field__label" id="rc-id-type-label">
          {t('authentication.idType')}
        </span>
        <button
          type="button"
          className="rc-select"
          aria-labelledby="rc-id-type-label"
          aria-haspopup={idTypes.length > 1 ? 'listbox' : undefined}
          disabled={idTypes.length < 2}
          onClick={() => setPickerOpen(true)}
        >
          <span>{selectedType?.name ?? t('authentication.idTypePlaceholder')}</span>
          {idTypes.length > 1 ? <ChevronIcon className="rc-select__chevron" /> : null}
        </button>
        {idTypes.length > 1 ? (
          <Picker
            columns={[idTypes.map((x) => ({ label: x.name, value: x.code }))]}
            value={[values.idType]}
            visible={pickerOpen}
            title={t('authentication.idType')}
            confirmText={t('authentication.pickerConfirm')}
            cancelText={t('authentication.pickerCancel')}
            onClose={() => setPickerOpen(false)}
            onConfirm={(picked) => {
              const code = picked[0];
              if (typeof code === 'string') update({ idType: code });
            }}
          />
        ) : null}
      </div>

      <div className={idMessage ? 'rc-field rc-field--invalid' : 'rc-field'}>
        <label className="rc-field__label" htmlFor="rc-id-number">
          {t('authentication.idNumber')}
        </label>
        <Input
          ref={idRef}
          id="rc-id-number"
          value={values.idNumber}
          placeholder={t('authentication.idNumberPlaceholder')}
          maxLength={18}
          autoComplete="off"
          clearable
          onChange={(raw) => {
            update({ idNumber: normaliseIdInput(raw) });
            setEditedSinceServer((s) => ({ ...s, idNumber: true }));
          }}
          onBlur={() => setTouched((s) => ({ ...s, idNumber: true }))}
        />
        {idMessage ? (
          <p className="rc-field__error" id="rc-id-number-error" role="alert">
            {idMessage}
          </p>
        ) : null}
      </div>

      <div className="rc-agree">
        <Checkbox
          checked={values.agreed}
          aria-label={`${t('authentication.agreePrefix')}${t('authentication.agreementLink')}`}
          onChange={(agreed) => {
            update({ agreed });
            setTouched((s) => ({ ...s, agreed: true }));
          }}
        />
        <span>
          {t('authentication.agreePrefix')}
          <Link to={pathTo('/account/agreement')}>{t('authentication.agreementLink')}</Link>
        </span>
      </div>
      {agreedMessage ? (
        <p className="rc-field__error" role="alert">
          {agreedMessage}
        </p>
      ) : null}

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
    </form>
  );
}

/** Only for tests: forget the in-memory draft. */
export function resetRealNameDraftForTests(): void {
  draft = null;
}
