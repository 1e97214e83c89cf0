import type { GeturlMessages } from './zh-CN.js';

export const geturlEnUS: GeturlMessages = {
  login: {
    title: 'Customer location links',
    lead: 'Rescuers and agents sign in to create a one-time location link for a customer who cannot say where they are',
    account: 'Account',
    password: 'Password',
    submit: 'Sign in',
    needBoth: 'Enter your account and password',
  },
};
