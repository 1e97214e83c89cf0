import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceField } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useDraftForm, type TextKey } from './draft-form.js';
import { CheckField, TextField } from './fields.js';
import {
  draftOf,
  fieldOf,
  limitsOf,
  optionDraftsOf,
  type FieldDraft,
  type OptionDraft,
} from './service-field-draft.js';

type DraftName = TextKey<FieldDraft>;

/** The words of each draft name (`labelZh` is the Chinese name, `price` depends on the kind). */
const wordOf: Record<DraftName, string> = {
  key: 'key',
  labelZh: 'label',
  labelEn: 'labelEn',
  hintZh: 'hint',
  hintEn: 'hintEn',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minDaysAhead: 'minDaysAhead',
  maxDaysAhead: 'maxDaysAhead',
  min: 'min',
  max: 'max',
  freeUnits: 'freeUnits',
  unitZh: 'unit',
  unitEn: 'unitEn',
  minCount: 'minCount',
  maxCount: 'maxCount',
  price: 'pricePerUnit',
};

/**
 * One form field's editor (in the form editor's popup): its names, hint,
 * required flag, limits, options with their surcharges. `isNew` fields may
 * choose their key; a stored field keeps it (answers in orders are filed by it).
 */
export function ServiceFieldEditor({
  field,
  isNew,
  otherKeys,
  onApply,
  onCancel,
}: {
  field: ServiceField;
  isNew: boolean;
  otherKeys: readonly string[];
  onApply: (field: ServiceField) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('console');
  const form = useDraftForm<FieldDraft>(
    () => draftOf(field),
    (name) => t(`serviceForms.${wordOf[name]}` as 'serviceForms.label'),
  );
  const { draft, field: input, set } = form;
  const [options, setOptions] = useState<OptionDraft[]>(() => optionDraftsOf(field));
  const [badOptions, setBadOptions] = useState<ReadonlySet<string>>(new Set());
  const num = (name: DraftName) => input(name, { type: 'number' });
  const limits = limitsOf[field.kind];

  const setOption = (i: number, change: Partial<OptionDraft>) =>
    setOptions((list) => list.map((o, j) => (j === i ? { ...o, ...change } : o)));
  const optionText = (i: number, name: 'code' | 'labelZh' | 'labelEn' | 'price', label: string) => (
    <TextField
      label={label}
      name={`option-${i}-${name}`}
      value={options[i]?.[name] ?? ''}
      onChange={(v) => setOption(i, { [name]: v })}
      invalid={badOptions.has(`option.${i}.${name}`)}
      maxLength={name === 'code' ? 32 : 200}
    />
  );

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const result = fieldOf(field, draft, options, otherKeys);
    if ('bad' in result) {
      form.mark(result.bad);
      setBadOptions(new Set(result.bad.filter((b) => b.startsWith('option'))));
      showToast(
        result.bad.includes('key') && otherKeys.includes(draft.key.trim())
          ? t('serviceForms.keyTaken')
          : t('serviceForms.invalid'),
      );
      return;
    }
    onApply(result.field);
  };

  return (
    <form className="rc-con-card" onSubmit={apply} data-testid="service-field-editor">
      <h2 className="rc-con-subtitle">
        {t('serviceForms.editField')} · {t(`serviceForms.kinds.${field.kind}`)}
      </h2>
      {isNew ? input('key', { maxLength: 32 }) : null}
      {input('labelZh', { maxLength: 200 })}
      {input('labelEn', { maxLength: 200 })}
      {input('hintZh', { maxLength: 200 })}
      {input('hintEn', { maxLength: 200 })}
      <CheckField
        label={t('serviceForms.isRequired')}
        name="required"
        checked={draft.required}
        onChange={set('required')}
      />
      {limits ? (
        <>
          {num(limits[0] as DraftName)}
          {num(limits[1] as DraftName)}
        </>
      ) : null}
      {field.kind === 'text' ? (
        <CheckField
          label={t('serviceForms.multiline')}
          name="multiline"
          checked={draft.multiline}
          onChange={set('multiline')}
        />
      ) : null}
      {field.kind === 'number' ? (
        <>
          {num('freeUnits')}
          {input('price')}
          {input('unitZh', { maxLength: 200 })}
          {input('unitEn', { maxLength: 200 })}
        </>
      ) : null}
      {field.kind === 'panels' ? input('price', { label: t('serviceForms.pricePerPanel') }) : null}
      {field.kind === 'select' ? (
        <>
          <CheckField
            label={t('serviceForms.multiple')}
            name="multiple"
            checked={draft.multiple}
            onChange={set('multiple')}
          />
          {options.map((o, i) => (
            <fieldset key={i} className="rc-con-fieldset" data-testid="service-field-option">
              <legend>
                {t('serviceForms.options')} {i + 1}
              </legend>
              {o.stored ? null : optionText(i, 'code', t('serviceForms.optionCode'))}
              {optionText(i, 'labelZh', t('serviceForms.optionLabel'))}
              {optionText(i, 'labelEn', t('serviceForms.optionLabelEn'))}
              {optionText(i, 'price', t('serviceForms.optionPrice'))}
              {options.length > 1 ? (
                <div className="rc-con-actions">
                  <button
                    type="button"
                    className="rc-con-danger"
                    onClick={() => setOptions((list) => list.filter((_, j) => j !== i))}
                  >
                    {t('serviceForms.removeOption')}
                  </button>
                </div>
              ) : null}
            </fieldset>
          ))}
          {options.length < 40 ? (
            <div className="rc-con-actions">
              <button
                type="button"
                className="rc-con-secondary"
                onClick={() =>
                  setOptions((list) => [
                    ...list,
                    {
                      code: `option${list.length + 1}`,
                      labelZh: '',
                      labelEn: '',
                      price: '0.00',
                      stored: false,
                    },
                  ])
                }
                data-testid="service-field-add-option"
              >
                {t('serviceForms.addOption')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      <div className="rc-con-actions">
        <button type="submit" className="rc-con-primary" data-testid="service-field-apply">
          {t('serviceForms.apply')}
        </button>
        <button type="button" className="rc-con-secondary" onClick={onCancel}>
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}
