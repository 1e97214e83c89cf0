import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import type { RelatedPerson } from '@rc/contract';
import { useAddRelatedPerson } from '../api/related-persons.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { mobilePattern, residentIdProblem } from '@rc/contract';

const relations = ['self', 'spouse', 'child', 'parent', 'other'] as const;
type Relation = (typeof relations)[number];

interface Values {
  name?: string;
  mobile?: string;
  idType?: string[];
  idNumber?: string;
  relation?: Relation[];
}

interface Props {
  open: boolean;
  idTypes: { code: string; name: string }[];
  onClose: () => void;
  onSaved: (person: RelatedPerson) => void;
}

/** The add-a-person sheet: checks what it can before sending (the server checks again). */
export function PersonForm({ open, idTypes, onClose, onSaved }: Props) {
  const { t } = useTranslation('orderCare');
  const [form] = Form.useForm<Values>();
  const [photo, setPhoto] = useState<File | null>(null);
  const add = useAddRelatedPerson();
  const idType = Form.useWatch('idType', form)?.[0] ?? '1';

  const save = (v: Values) => {
    add.mutate(
      {
        name: (v.name ?? '').trim(),
        mobile: (v.mobile ?? '').trim(),
        idType: v.idType?.[0] ?? '1',
        idNumber: (v.idNumber ?? '').trim().toUpperCase(),
        relation: v.relation?.[0] ?? 'other',
        photo: photo ?? undefined,
      },
      {
        onSuccess: (person) => {
          showToast(t('people.added'));
          form.resetFields();
          setPhoto(null);
          onSaved(person);
        },
      },
    );
  };

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      bodyClassName="rc-care-sheet"
      destroyOnClose
      showCloseButton
      onClose={onClose}
    >
      <h2 className="rc-care-sheet__title">{t('people.form.title')}</h2>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ idType: ['1'], relation: ['spouse'] }}
        onFinish={save}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={add.isPending}>
            {t('people.form.save')}
          </Button>
        }
      >
        <Form.Item
          name="name"
          label={t('people.form.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('people.form.required', { field: t('people.form.name') }),
            },
          ]}
        >
          <Input placeholder={t('people.form.namePlaceholder')} maxLength={32} clearable />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('people.form.mobile')}
          rules={[
            { required: true, message: t('people.form.required', { field: t('people.form.mobile') }) },
            { pattern: mobilePattern, message: t('people.form.badMobile') },
          ]}
        >
          <Input placeholder={t('people.form.mobilePlaceholder')} type="tel" maxLength={11} clearable />
        </Form.Item>
        <Form.Item name="idType" label={t('people.form.idType')} layout="vertical">
          <Selector columns={2} options={idTypes.map((x) => ({ label: x.name, value: x.code }))} />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('people.form.idNumber')}
          rules={[
            { required: true, message: t('people.form.required', { field: t('people.form.idNumber') }) },
            {
              validator: (_rule, value: string | undefined) => {
                const v = (value ?? '').trim().toUpperCase();
                if (!v) return Promise.resolve();
                const bad = idType === '1' ? residentIdProblem(v) !== null : !/^[0-9A-Z]{5,18}$/.test(v);
                return bad ? Promise.reject(new Error(t('people.form.badIdNumber'))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input placeholder={t('people.form.idNumberPlaceholder')} maxLength={18} clearable />
        </Form.Item>
        <Form.Item name="relation" label={t('people.form.relation')} layout="vertical">
          <Selector
            columns={3}
            options={relations.map((r) => ({ label: t(`people.relation.${r}`), value: r }))}
          />
        </Form.Item>
        <Form.Item label={t('people.form.photo')} layout="vertical" description={t('people.form.photoHint')}>
          <div className="rc-care-photo-pick">
            {photo ? (
              <>
                <span className="rc-care-photo-pick__name">{photo.name}</span>
                <button type="button" className="rc-care-btn" onClick={() => setPhoto(null)}>
                  {t('people.form.removePicked')}
                </button>
              </>
            ) : (
              <label className="rc-care-btn">
                {t('people.form.pickPhoto')}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  hidden
                  data-testid="person-form-photo"
                  onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
                />
              </label>
            )}
          </div>
        </Form.Item>
      </Form>
    </Popup>
  );
}
