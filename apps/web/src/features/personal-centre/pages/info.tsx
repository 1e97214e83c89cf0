import { useTranslation } from 'react-i18next';
import { membershipName } from '../../../shared/i18n/membership.js';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import { useMyInfo } from '../api/my-info.js';
import '../i18n/register.js';
import '../components/mine.css';

const knownIdTypes = ['1', '2', '3', '6'] as const;

/** /mine/info: my own details, masked; sex, age and birthday come from the ID number (spec 5). */
export function Page() {
  const { t } = useTranslation('mine');
  const { data, isPending } = useMyInfo();
  if (isPending || !data) {
    return (
      <div className="rc-mine">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  const unknown = <span className="rc-mine__muted">{t('info.unknown')}</span>;
  const value = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? unknown : <span className="rc-mine__value">{v}</span>;
  const idType = (knownIdTypes as readonly string[]).includes(data.idType)
    ? t(`info.idTypes.${data.idType as (typeof knownIdTypes)[number]}`)
    : data.idType;
  const sex = data.sex === '1' ? t('info.male') : data.sex === '2' ? t('info.female') : '';
  return (
    <div className="rc-mine" data-testid="mine-info">
      <section className="rc-mine__card">
        <h2 className="rc-mine__card-title">{t('info.sectionIdentity')}</h2>
        <List>
          <List.Item extra={value(data.custName)}>{t('info.name')}</List.Item>
          <List.Item extra={value(data.mobile)}>{t('info.mobile')}</List.Item>
          <List.Item extra={value(idType)}>{t('info.idType')}</List.Item>
          <List.Item extra={value(data.idNumber)}>{t('info.idNumber')}</List.Item>
          <List.Item extra={value(sex)}>{t('info.sex')}</List.Item>
          <List.Item extra={value(data.age === null ? null : t('info.ageValue', { age: data.age }))}>
            {t('info.age')}
          </List.Item>
          <List.Item extra={value(data.birthday)}>{t('info.birthday')}</List.Item>
        </List>
      </section>
      <section className="rc-mine__card">
        <h2 className="rc-mine__card-title">{t('info.sectionMembership')}</h2>
        <List>
          <List.Item
            extra={
              data.plateNumbers.length > 0 ? (
                <span className="rc-mine__plates">
                  {data.plateNumbers.map((p) => (
                    <Tag key={p} color="primary" fill="outline">
                      {p}
                    </Tag>
                  ))}
                </span>
              ) : (
                unknown
              )
            }
          >
            {t('info.plates')}
          </List.Item>
          <List.Item extra={value(data.degree ? membershipName(data.degree) : '')}>
            {t('info.degree')}
          </List.Item>
          <List.Item extra={value(data.branchCompanyName)}>{t('info.branch')}</List.Item>
        </List>
      </section>
      <p className="rc-mine__note">{t('info.maskedNote')}</p>
    </div>
  );
}
