import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginData } from '@rc/contract';
import { isWeChatBrowser } from '../../shared/browser/user-agent.js';
import { openExternal } from '../../shared/browser/external.js';
import { catalogueText } from '../../shared/i18n/catalogue.js';
import { session } from '../../shared/session/session-store.js';
import { confirmDialog, showBlockingAlert, showToast } from '../../shared/ui/overlays.js';
import { nextScreenAfterLogin, type AfterLoginEffect } from '../../shared/routing/after-login.js';
import {
  applyAfterLogin,
  type AfterLoginOutcome,
  type AfterLoginPorts,
} from '../../shared/routing/apply-after-login.js';
import { resolveJumpFlag } from './api/resolve-jump-flag.js';
import { startSession } from './start-session.js';
import { mark } from '../../shared/browser/user-timing.js';

/** Where spec 4's after-login rules take this login, from the stored entry parameters. */
export function afterLoginEffects(data: LoginData): AfterLoginEffect[] {
  const entry = session.enterQuery() ?? {};
  return nextScreenAfterLogin(data, {
    isBackUrl: entry.isBackUrl,
    nextUrl: session.nextUrl(),
    inWeChat: isWeChatBrowser(),
    sdTrackCode: entry.sd_track_code,
    sdExpireTime: entry.sd_expire_time,
  });
}

/**
 * After a successful login answer (entrance or real-name form): store the
 * session, then take the customer where spec 4's after-login rules say.
 */
export function useFinishLogin(): (data: LoginData, channel: string | null) => Promise<AfterLoginOutcome> {
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(
    async (data, channel) => {
      await startSession(data, channel);
      mark('rc:session-started');
      const entry = session.enterQuery() ?? {};
      const effects = afterLoginEffects(data);
      const ports: AfterLoginPorts = {
        navigate: (to) => void navigate(to, { replace: true }),
        external: openExternal,
        toast: showToast,
        alert: showBlockingAlert,
        confirmRebind: (tip) =>
          confirmDialog({
            title: t('afterLogin.rebindTitle'),
            content: tip,
            confirmText: t('afterLogin.rebindNow'),
            cancelText: t('afterLogin.later'),
          }),
        resolveJumpFlag,
        emptyJumpUrlText: () => catalogueText('emptyJumpUrl'),
      };
      return applyAfterLogin(effects, ports, { code: entry.sd_track_code, expireTime: entry.sd_expire_time });
    },
    [navigate, t],
  );
}
