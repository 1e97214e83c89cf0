import type { LocationLinkMessages } from './zh-CN.js';

export const locationLinkEnUS: LocationLinkMessages = {
  title: 'Send a location link',
  lead: 'When a customer cannot say where they are, create a one-time location link and text it to them: opening it sends their position.',
  mobile: 'Customer mobile (optional)',
  mobileInvalid: 'Enter an 11-digit mobile number, or leave it empty',
  create: 'Create link',
  again: 'Create another',
  url: 'Location link',
  expires: 'Valid until {{time}} (30 minutes), once',
  copy: 'Copy link',
  copied: 'Copied',
  copyFailed: 'Could not copy; press and hold the link to copy it',
};
