import { useTranslation } from 'react-i18next';
import type { DailySignIn } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useDailySignIn } from '../api/daily-sign-in.js';

/**
 * The daily sign-in on /mine/center: the seven days of the cycle with their
 * points, today's state, and one button that is inert once today is signed.
 */
export function DailySignInCard({ state }: { state: DailySignIn | undefined }) {
  const { t } = useTranslation('mine');
  const signIn = useDailySignIn();
  if (!state) return <section className="rc-mine__card rc-signin rc-signin--loading" aria-busy="true" />;
  const done = state.signedToday;
  return (
    <section className="rc-mine__card rc-signin" data-testid="daily-sign-in" data-signed={done ? '1' : '0'}>
      <div className="rc-signin__head">
        <div>
          <h2 className="rc-signin__title">{t('signIn.title')}</h2>
          <p className="rc-signin__lead">
            {done
              ? t('signIn.streak', { count: state.streak })
              : t('signIn.todayGives', { points: state.todayPoints })}
          </p>
        </div>
        <button
          type="button"
          className="rc-signin__button"
          disabled={done || signIn.isPending}
          data-testid="sign-in-button"
          onClick={() =>
            signIn.mutate(undefined, {
              onSuccess: (r) =>
                showToast(r.awarded > 0 ? t('signIn.awarded', { points: r.awarded }) : t('signIn.already')),
            })
          }
        >
          {done ? t('signIn.done') : signIn.isPending ? t('signIn.signing') : t('signIn.action')}
        </button>
      </div>
      <ol className="rc-signin__days" aria-label={t('signIn.cycle')}>
        {state.cycle.map((d) => (
          <li
            key={d.dayOfCycle}
            className={`rc-signin__day${d.signed ? ' is-signed' : ''}${d.dayOfCycle === 7 ? ' is-bonus' : ''}`}
          >
            <span className="rc-signin__points">+{d.points}</span>
            <span className="rc-signin__label">
              {d.signed ? t('signIn.signed') : t('signIn.day', { n: d.dayOfCycle })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
