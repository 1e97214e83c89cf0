import { useTranslation } from 'react-i18next';
import type { OpsActivityState, OpsNewsState } from '@rc/contract';

/** The lists that filter by state, and their states (the i18n block is named like the list). */
interface StatesOf {
  news: OpsNewsState;
  activities: OpsActivityState;
}

/**
 * A list's state filter (news, activities): a select of `states`, each labelled by
 * `${prefix}.states.<state>` and the whole by `${prefix}.filterState`, in the console's words.
 */
export function StateFilter<P extends keyof StatesOf>({
  states,
  prefix,
  value,
  onChange,
  testId,
}: {
  states: readonly StatesOf[P][];
  /** The i18n block of the list: `news` or `activities`. */
  prefix: P;
  value: StatesOf[P];
  onChange: (state: StatesOf[P]) => void;
  testId?: string;
}) {
  const { t } = useTranslation('console');
  const labelOf = (s: StatesOf[P]) =>
    prefix === 'news'
      ? t(`news.states.${s as OpsNewsState}`)
      : t(`activities.states.${s as OpsActivityState}`);
  return (
    <label className="rc-con-field rc-con-field--inline">
      <span>{prefix === 'news' ? t('news.filterState') : t('activities.filterState')}</span>
      <select
        value={value}
        onChange={(e) => onChange(states.find((s) => s === e.target.value) ?? value)}
        data-testid={testId}
      >
        {states.map((s) => (
          <option key={s} value={s}>
            {labelOf(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
