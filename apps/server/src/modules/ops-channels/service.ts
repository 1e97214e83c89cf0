import {
  channelList,
  createChannel,
  rotateChannelSecret,
  setChannelEnabled,
} from '../../domain/partner-channels.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { newChannelSecret } from '../../http/handoff-token.js';
import type { OperatorContext } from '../../http/operator-session.js';

const words = {
  exists: { 'zh-CN': '该渠道编号已存在', 'en-US': 'This channel code exists already' },
  unchanged: { 'zh-CN': '渠道状态未变化', 'en-US': 'The channel is in that state already' },
};

export function list(deps: AppDeps) {
  return channelList(deps.db);
}

export async function create(
  deps: AppDeps,
  operator: OperatorContext,
  input: { id: string; name: string; loginChannel: '0' | '1' },
) {
  const secret = newChannelSecret();
  const channel = await createChannel(deps.db, deps.fieldCrypto, operator, input, secret);
  if (!channel) throw toast(words.exists);
  return { channel, secret };
}

/** A new secret at once: tokens signed with the old one stop verifying (the audit line never holds either). */
export async function rotate(deps: AppDeps, operator: OperatorContext, id: string) {
  const secret = newChannelSecret();
  const channel = await rotateChannelSecret(deps.db, deps.fieldCrypto, operator, id, secret);
  if (!channel) throw notFound();
  return { channel, secret };
}

export async function setEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  input: { id: string; enabled: boolean },
) {
  const channel = await setChannelEnabled(deps.db, operator, input);
  if (!channel) throw notFound();
  return channel;
}
