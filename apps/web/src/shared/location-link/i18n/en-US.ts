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
  watch: {
    title: "Customer's position",
    waiting: 'Waiting for the customer to send their position…',
    waitingHint:
      'Once the customer opens the link and allows location, it shows here by itself; no need to refresh',
    expired: 'The link expired before the customer sent a position; create a new one',
    failed: "Cannot read the customer's position right now; check the network",
    retry: 'Try again',
    reported: 'The customer sent their position ({{time}})',
    typedOnly: 'The customer could not be located; this is the place they typed',
    coordinates: 'Lat/long {{place}}',
    openMap: 'Open in a map',
    copy: 'Copy the address',
    copied: 'Address copied',
    copyFailed: 'Cannot copy automatically; press and hold the address to copy it',
    applyTitle: "Update a work order's rescue address",
    applyLead:
      "Make the customer's position the rescue address of a work order in progress; the customer's page and your navigation follow",
    applyTo: "Use as this work order's rescue address",
    applied: 'Rescue address of work order {{ticket}} updated',
    noWorkOrder: 'You have no work order in progress; copy the address and send it to the rescuer in charge',
  },
};
