import { useCallback, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resolveJumpType } from '@rc/contract/refs';
import { trackEvent } from '../analytics/track.js';
import { callEndpoint } from '../api/client.js';
import { openExternal } from '../browser/external.js';
import { catalogueText } from '../i18n/catalogue.js';
import { session } from '../session/session-store.js';
import { showToast } from '../ui/overlays.js';
import { rightTapAfterJumpFlag, rightTapFirstStep, type RightItem, type RightTapStep } from './right-tap.js';

/**
 * Wires the right tap of spec 4 (right-tap.ts) into a screen: the item alone
 * decides no right / external link, otherwise the jump flag (auth/R00010035)
 * does. The tracking code comes from this page's query (the home passes
 * sd_track_code on) or else from the entry parameters kept at login.
 * One tap at a time: a second tap while the flag is asked is ignored.
 */
export function useRightTap(): (item: RightItem) => Promise<void> {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const busy = useRef(false);
  return useCallback(
    async (item: RightItem) => {
      if (busy.current) return;
      busy.current = true;
      // The right's code only: which right was tapped, never who or where.
      trackEvent('rightTap', {
        service_type: item.serviceType,
        jump_type: item.jumpType,
        held: item.isHaveThisRight !== '0',
      });
      try {
        const entry = session.enterQuery();
        const track = {
          code: search.get('sd_track_code') ?? entry?.sd_track_code ?? undefined,
          expireTime: search.get('sd_expire_time') ?? entry?.sd_expire_time ?? undefined,
        };
        let step: RightTapStep = rightTapFirstStep(item, track);
        if (step.kind === 'askJumpFlag') {
          const flag = await callEndpoint(resolveJumpType, { body: step.body });
          step = rightTapAfterJumpFlag(flag, item, track);
        }
        switch (step.kind) {
          case 'navigate':
            await navigate(step.to);
            break;
          case 'external':
            openExternal(step.url);
            break;
          case 'emptyJumpUrl':
            showToast(catalogueText('emptyJumpUrl'));
            break;
          case 'askJumpFlag':
            break;
        }
      } catch {
        // The API client has already shown what went wrong (toast or feedback button).
      } finally {
        busy.current = false;
      }
    },
    [navigate, search],
  );
}
