import { Status, messages, type Localized, type StatusCode, type MessageKey } from '@rc/contract';

/**
 * A business outcome other than success: becomes `{status, statusText, data}`
 * with HTTP 200 (or the catalogue's HTTP code). Text is localised when sent.
 */
export class BusinessError extends Error {
  constructor(
    readonly status: StatusCode,
    readonly text: Localized,
    readonly data: unknown = null,
  ) {
    super(text['en-US']);
    this.name = 'BusinessError';
  }
}

export function keepOnScreen(text: Localized | MessageKey): BusinessError {
  return new BusinessError(Status.keepOnScreen, typeof text === 'string' ? messages[text] : text);
}

export function toast(text: Localized | MessageKey): BusinessError {
  return new BusinessError(Status.toast, typeof text === 'string' ? messages[text] : text);
}

export function sessionInvalid(): BusinessError {
  return new BusinessError(Status.sessionInvalid, messages.sessionInvalid);
}

export function notFound(): BusinessError {
  return new BusinessError(Status.toast, messages.notFound);
}

export function forbidden(): BusinessError {
  return new BusinessError(Status.toast, messages.forbidden);
}
