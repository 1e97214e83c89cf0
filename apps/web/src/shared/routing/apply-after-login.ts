import { rightTapAfterJumpFlag, type JumpFlag, type TrackCode } from '../rights/right-tap.js';
import { personalHomePath, type AfterLoginEffect } from './after-login.js';

/** What carrying out the after-login effects needs from the outside world. */
export interface AfterLoginPorts {
  /** In-app navigation; always replaces the entrance in history. */
  navigate(to: string): void;
  external(url: string): void;
  toast(text: string): void;
  /** An alert with no button (spec 4). */
  alert(text: string): void;
  /** The WeChat re-bind state: true when the customer chooses to re-bind now. */
  confirmRebind(tip: string): Promise<boolean>;
  resolveJumpFlag(body: { jumpType: string; serviceType: string }): Promise<JumpFlag>;
  /** Words of the catalogue's `emptyJumpUrl` message. */
  emptyJumpUrlText(): string;
}

/** `left`: the customer is on their way elsewhere; `stay`: the calling screen shows `message`. */
export type AfterLoginOutcome = { kind: 'left' } | { kind: 'stay'; message: string };

export async function applyAfterLogin(
  effects: readonly AfterLoginEffect[],
  ports: AfterLoginPorts,
  track: TrackCode,
): Promise<AfterLoginOutcome> {
  for (const effect of effects) {
    switch (effect.kind) {
      case 'rebind':
        if (await ports.confirmRebind(effect.tip)) {
          ports.external(effect.url);
          return { kind: 'left' };
        }
        break;
      case 'toast':
        ports.toast(effect.text);
        break;
      case 'alert':
        ports.alert(effect.text);
        return { kind: 'stay', message: effect.text };
      case 'navigate':
        ports.navigate(effect.to);
        return { kind: 'left' };
      case 'external':
        ports.external(effect.url);
        return { kind: 'left' };
      case 'resolveJumpFlag': {
        let flag: JumpFlag;
        try {
          flag = await ports.resolveJumpFlag(effect.body);
        } catch {
          // The client has shown why. The customer is signed in and verified, so
          // the rights centre's home is the sensible place to continue from.
          ports.navigate(personalHomePath);
          return { kind: 'left' };
        }
        const step = rightTapAfterJumpFlag(flag, effect.right, track);
        if (step.kind === 'navigate') ports.navigate(step.to);
        else if (step.kind === 'external') ports.external(step.url);
        else if (step.kind === 'emptyJumpUrl') return { kind: 'stay', message: ports.emptyJumpUrlText() };
        // rightTapAfterJumpFlag never asks for the jump flag again
        return { kind: 'left' };
      }
    }
  }
  return { kind: 'left' };
}
