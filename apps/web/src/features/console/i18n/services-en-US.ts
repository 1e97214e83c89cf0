import type { consoleServicesZhCN } from './services-zh-CN.js';

export const consoleServicesEnUS: typeof consoleServicesZhCN = {
  services: {
    driverOrders: {
      lead: 'Designated-driver bookings: assign a driver with the expected arrival to each waiting one; the driver can be changed until the drive starts. The customer sees the driver at once.',
      states: { waiting: 'Waiting', assigned: 'Assigned', all: 'All' },
      status: {
        submitted: 'Waiting for a driver',
        accepted: 'Driver assigned',
        inService: 'Driving',
        toVerify: 'To confirm',
        completed: 'Completed',
        cancelled: 'Cancelled',
      },
      route: '{{from}} → {{to}}',
      appointment: 'Departs {{time}}',
      driverLine: 'Driver: {{name}} · {{mobile}} · job no. {{jobNo}}',
      arriving: 'arriving {{time}}',
      driver: 'Designated driver',
      arriveAt: 'Expected arrival',
      openOrders: '{{count}} open',
      assign: 'Assign',
      reassign: 'Change driver',
      assigned: 'Assigned; the customer sees the driver on the progress screen',
      noDrivers:
        'No designated driver available; add a worker of kind “Designated driver” under Rescuers & drivers',
      empty: 'No designated-driver bookings',
    },
    healthCards: {
      lead: 'Applications made with the health-card right: enter the card number and validity to issue and post the card; the customer sees the number (partly hidden) on the card screen. A withdrawn application cannot be issued.',
      states: { pending: 'To issue', made: 'Being made', posted: 'Posted', withdrawn: 'Withdrawn' },
      holder: 'Holder {{holder}} · applicant {{customer}}',
      applied: 'Applied {{time}}',
      number: 'Card {{cardNo}}',
      validUntil: 'valid until {{date}}',
      cardNo: 'Card number',
      cardNoHint: '16 to 19 digits',
      validTo: 'Valid until',
      issue: 'Issue and post',
      issued: 'Issued; the customer sees the card number on the card screen',
      empty: 'No health card applications',
    },
  },
};
