import { addressPromptSwitch, checkLocationLink, reportLinkLocation } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import { linkCodeExpiry, useLinkCode } from '../../domain/rescue-links.js';

const linkGone = {
  'zh-CN': '定位链接已失效，请联系救援人员重新发送',
  'en-US': 'This location link has expired or was used; ask the rescuer for a new one',
};

/** The no-auth location intake (spec 6: location and rescue intake need no session). */
export function locationRoutes(deps: AppDeps): BoundHandler[] {
  return [
    // Asking the customer to confirm a located address avoids trucks going to a wrong pin.
    handle(addressPromptSwitch, () => Promise.resolve({ promptAddress: true, locateTimeoutSeconds: 15 })),
    handle(checkLocationLink, async ({ body }) => {
      const expiresAt = await linkCodeExpiry(deps.db, body.trackCode);
      return { usable: Boolean(expiresAt), expiresAt: expiresAt?.toISOString() ?? null };
    }),
    handle(reportLinkLocation, async ({ body }) => {
      const now = new Date();
      const ok = await useLinkCode(deps.db, deps.fieldCrypto, body.trackCode, body.place, now);
      if (!ok) throw toast(linkGone);
      return { receivedAt: now.toISOString() };
    }),
  ];
}
