import type { OrderRescueMessages } from './rescue-zh-CN.js';

export const orderRescueEnUS: OrderRescueMessages = {
  locate: {
    title: 'Send your position',
    lead: 'The rescuer needs to know exactly where you are: allow the browser to locate you',
    checking: 'Checking the link…',
    expired:
      'This location link has expired (it lasts 30 minutes and works once); ask the rescuer for a new one',
    start: 'Locate me',
    locating: 'Locating, please wait…',
    sending: 'Sending your position…',
    timeoutTitle: 'Locating timed out',
    timeoutLead: 'Your position could not be found right now: try again, or type where you are',
    retry: 'Try again',
    typed: 'Where you are',
    typedPlaceholder: 'Road, direction and a landmark',
    sendTyped: 'Send',
    doneTitle: 'Position sent',
    doneLead: 'The rescuer has your position. Keep your phone on and wait in a safe place',
    safety: 'On a highway, elevated road or in a tunnel, call 12122 first',
  },
  side: {
    title: 'Rescue progress',
    rescuer: 'Rescuer',
    missing: 'This rescue was not found',
  },
};
