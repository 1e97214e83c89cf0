import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { fieldErrorsOf, isApiError } from '../../../shared/api/api-error.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useAddAuthorization } from '../api/authorizations.js';
import { useMyInfo } from '../api/my-info.js';
import '../i18n/register.js';
import '../components/mine.css';
import { mobilePattern } from '@rc/contract';
import { pathTo } from '../../../shared/routing/paths.js';
import { residentIdProblem } from '@rc/contract';

interface Values {
  custName?: string;
  mobile?: string;
  idNumber?: string;
  plateNumbers?: string[];
}

/** /mine/addAuthorization: let another person use my rights on the plates I choose (authority/R00010042). */
export function Page() {
  const { t } = useTranslation('mine');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const info = useMyInfo();
  const add = useAddAuthorization();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const plates = info.data?.plateNumbers ?? [];

  const required = (field: string) => ({
    required: true,
    message: t('addAuthorization.required', { field }),
  });

  const submit = (values: Values) => {
    setServerErrors({});
    add.mutate(
      {
        custName: values.custName ?? '',
        mobile: values.mobile ?? '',
        idType: '1',
        idNumber: (values.idNumber ?? '').toUpperCase(),
        plateNumbers: values.plateNumbers ?? [],
      },
      {
        onSuccess: () => {
          showToast(t('addAuthorization.done'));
          void navigate(pathTo('/mine/rightUser'), { replace: true });
        },
        onError: (e) => {
          if (!isApiError(e) || e.kind !== 'status') return;
          const byField: Record<string, string> = {};
          for (const err of fieldErrorsOf(e.data)) byField[err.field] = err.message || e.statusText;
          if (Object.keys(byField).length > 0) setServerErrors(byField);
          else if (e.statusText) showToast(e.statusText);
        },
      },
    );
  };

  const help = (field: string) => (serverErrors[field] ? { help: serverErrors[field] } : {});

  return (
    <div className="rc-mine" data-testid="mine-add-authorization">
      <div className="rc-mine__intro">{t('addAuthorization.intro')}</div>
      <section className="rc-mine__card rc-mine__form">
        <Form
          form={form}
          layout="horizontal"
          onFinish={submit}
          initialValues={{ plateNumbers: plates.slice(0, 1) }}
          footer={
            <Button block type="submit" color="primary" shape="rounded" loading={add.isPending}>
              {t('addAuthorization.submit')}
            </Button>
          }
        >
          <Form.Item
            name="custName"
            label={t('addAuthorization.name')}
            rules={[required(t('addAuthorization.name'))]}
            {...help('custName')}
          >
            <Input placeholder={t('addAuthorization.namePlaceholder')} maxLength={32} clearable />
          </Form.Item>
          <Form.Item
            name="mobile"
            label={t('addAuthorization.mobile')}
            rules={[
              required(t('addAuthorization.mobile')),
              {
                pattern: mobilePattern,
                message: t('addAuthorization.invalid', { field: t('addAuthorization.mobile') }),
              },
            ]}
            {...help('mobile')}
          >
            <Input
              placeholder={t('addAuthorization.mobilePlaceholder')}
              type="tel"
              maxLength={11}
              clearable
            />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label={t('addAuthorization.idNumber')}
            rules={[
              required(t('addAuthorization.idNumber')),
              {
                validator: (_: unknown, value?: string) =>
                  value && residentIdProblem(value) !== null
                    ? Promise.reject(new Error('invalid'))
                    : Promise.resolve(),
                message: t('addAuthorization.invalid', { field: t('addAuthorization.idNumber') }),
              },
            ]}
            {...help('idNumber')}
          >
            <Input placeholder={t('addAuthorization.idPlaceholder')} maxLength={18} clearable />
          </Form.Item>
          <Form.Item
            name="plateNumbers"
            label={t('addAuthorization.plates')}
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: t('addAuthorization.required', { field: t('addAuthorization.plates') }),
              },
            ]}
            {...help('plateNumbers')}
          >
            <Selector multiple options={plates.map((p) => ({ label: p, value: p }))} />
          </Form.Item>
        </Form>
      </section>
    </div>
  );
}
