import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { localize, normaliseStatus, Status, statusCatalogue, type LoginData } from '@rc/contract';
import { isApiError } from '../../../shared/api/api-error.js';
import { updatingPath } from '../../../shared/api/client.js';
import { catalogueText } from '../../../shared/i18n/catalogue.js';
import { currentLocale } from '../../../shared/i18n/language.js';
import { session } from '../../../shared/session/session-store.js';
import { GiftIcon, HeadsetIcon, ShieldIcon } from '../../../shared/ui/icons.js';
import { showBlockingAlert } from '../../../shared/ui/overlays.js';
import { loginOnce, loginRequestFromEntry } from '../api/login.js';
import { AccountHero } from '../components/account-hero.js';
import { entranceLoader, entryParameters, type EntrancePreset } from '../entrance-loader.js';
import { afterLoginEffects, useFinishLogin } from '../use-finish-login.js';
import { remindAlertOf, withoutSpentHandoff } from '../remind-notice.js';
import { mark } from '../../../shared/browser/user-timing.js';
import { pathTo } from '../../../shared/routing/paths.js';

type EntranceState =
  | { kind: 'entering' }
  | { kind: 'noEntry' }
  /** -2, a remind message or an empty jump URL: words to keep on screen. */
  | { kind: 'message'; text: string }
  | { kind: 'failed'; text: string };

/** The catalogue's words for faults (a -1's statusText is the server's, not the customer's); the reply's otherwise. */
function failureText(e: unknown): string {
  const status = isApiError(e) ? normaliseStatus(e.status) : Status.serverFault;
  const own = statusCatalogue[status].message;
  if (!own && isApiError(e) && e.kind === 'status' && e.statusText) return e.statusText;
  const words = own ?? statusCatalogue[Status.serverFault].message;
  return words ? localize(words, currentLocale()) : '';
}

/** The router runs it before the entrance renders (src/app/router.tsx). */
export const loader = entranceLoader;

/**
 * What the entrance shows first: when the login the loader took has one after-login step, the alert
 * with no button, its words are on screen from the first render, as the server draws them (decision
 * 064, remind), and so are a reload's kept notice (decision 071); otherwise it is entering.
 */
function firstState(preset: EntrancePreset | null): EntranceState {
  if (preset?.kind === 'notice') return { kind: 'message', text: preset.text };
  if (preset?.kind !== 'answered') return { kind: 'entering' };
  const [only, ...more] = afterLoginEffects(preset.data);
  return more.length === 0 && only?.kind === 'alert'
    ? { kind: 'message', text: only.text }
    : { kind: 'entering' };
}

/**
 * A remind login left the customer under its alert: the notice is kept with the session, and the
 * spent hand-off leaves the address (a reload would send it again, and end on expired). The address
 * is replaced in place, not through the router: its loaders would run the entrance's steps again
 * under an alert that is already up, and with no button nothing leads on from here (decision 071).
 */
function keepRemindNotice(token: string, text: string): void {
  session.setRemindNotice({ token, text });
  window.history.replaceState(window.history.state, '', withoutSpentHandoff(window.location.href));
}

/** The login's answer: the one the loader took, or this attempt's own. */
function loginFor(preset: EntrancePreset | null, attempt: number, login: () => Promise<LoginData>) {
  if (attempt > 0 || !preset || preset.kind === 'notice') return login();
  return preset.kind === 'answered' ? Promise.resolve(preset.data) : Promise.reject(preset.error);
}

export function Page() {
  const { t } = useTranslation();
  const preset = useLoaderData<EntrancePreset | null>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Read through a ref: a language switch must not re-run the login (its token works once).
  const finish = useFinishLogin();
  const finishLogin = useRef(finish);
  useEffect(() => {
    finishLogin.current = finish;
  }, [finish]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<EntranceState>(() => firstState(preset));

  useEffect(() => {
    let current = true;
    if (preset?.kind === 'notice') {
      // A reload under the alert (decision 071): the same alert again, and no login. After a
      // microtask, so that StrictMode's second run of this effect is the only one to show it.
      void Promise.resolve().then(() => {
        if (current) showBlockingAlert(preset.text);
      });
      return () => {
        current = false;
      };
    }
    const { entry, fromUrl } = entryParameters(search);
    const request = loginRequestFromEntry(entry);
    if (!request) {
      setState({ kind: 'noEntry' });
      return;
    }
    if (fromUrl) session.setEnterQuery(entry);
    // The loader's answer already shows its alert's words: they stay while the same steps run.
    if (attempt > 0 || firstState(preset).kind === 'entering') setState({ kind: 'entering' });

    mark('rc:entrance-login');
    loginFor(preset, attempt, () => loginOnce(request, attempt))
      .then(async (data) => {
        if (!current) return;
        mark('rc:entrance-answered');
        const outcome = await finishLogin.current(data, entry.channel ?? null);
        if (!current || outcome.kind !== 'stay') return;
        setState({ kind: 'message', text: outcome.message });
        const remind = remindAlertOf(afterLoginEffects(data));
        if (remind !== null) keepRemindNotice(data.token, remind);
      })
      .catch((e: unknown) => {
        if (!current) return;
        // Spec 8: a login failure clears the token, org list and user info.
        session.clearLoginState();
        if (isApiError(e) && e.kind === 'status' && e.status === Status.toast) {
          // Spec 4: "Response status -3 goes to expired."
          void navigate(pathTo('/account/expired'), { replace: true });
        } else if (isApiError(e) && e.kind === 'status' && e.status === Status.keepOnScreen) {
          // Spec 4: "Status -2 shows the message and keeps it up."
          setState({ kind: 'message', text: e.statusText });
        } else if (isApiError(e) && e.httpStatus === 500 && e.kind === 'transport') {
          // Spec 8: login HTTP 500 goes to /account/updating. Said here as well as by the
          // client's event: when the loader took the answer, the shell was not yet listening.
          void navigate(updatingPath, { replace: true });
        } else {
          setState({ kind: 'failed', text: failureText(e) });
        }
      });
    return () => {
      current = false;
    };
  }, [search, attempt, navigate, preset]);

  return (
    <div className="rc-account">
      <AccountHero title={t('entrance.welcome')} subtitle={t('entrance.welcomeSub')} />
      <section className="rc-card" aria-live="polite">
        {state.kind === 'entering' ? (
          <div className="rc-entering" role="status">
            <div className="rc-entering__bar" />
            <p className="rc-entering__title">{t('entrance.entering')}</p>
            <p className="rc-entering__hint">{t('entrance.enteringHint')}</p>
          </div>
        ) : null}
        {state.kind === 'noEntry' ? (
          <div className="rc-entrance-message">
            <h2 className="rc-entrance-message__title">{t('entrance.noEntryTitle')}</h2>
            <p className="rc-entrance-message__text">{catalogueText('noEntryParams')}</p>
            <p className="rc-entrance-message__text">{t('entrance.noEntryHint')}</p>
          </div>
        ) : null}
        {state.kind === 'message' ? (
          <div className="rc-entrance-message">
            <p className="rc-entrance-message__text">{state.text}</p>
          </div>
        ) : null}
        {state.kind === 'failed' ? (
          <div className="rc-entrance-message">
            <h2 className="rc-entrance-message__title">{t('entrance.failedTitle')}</h2>
            <p className="rc-entrance-message__text">{state.text}</p>
            <Button block color="primary" shape="rounded" onClick={() => setAttempt((n) => n + 1)}>
              {t('entrance.retry')}
            </Button>
          </div>
        ) : null}
      </section>
      <ul className="rc-assurances">
        <li>
          <ShieldIcon />
          {t('entrance.assureOfficial')}
        </li>
        <li>
          <GiftIcon />
          {t('entrance.assureRights')}
        </li>
        <li>
          <HeadsetIcon />
          {t('entrance.assureService')}
        </li>
      </ul>
    </div>
  );
}
