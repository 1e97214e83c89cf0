import type { PersonalMessages } from './personal-zh-CN.js';

export const personalEnUS: PersonalMessages = {
  news: 'News',
  branchRetired: 'Branch company change',
  greeting: 'Hello, {{name}}',
  guest: 'Dear customer',
  noPlate: 'No car yet',
  points: '{{points}} points',
  member: '{{degree}}',
  vipBadge: 'VIP',
  myRights: 'My rights',
  allRights: 'All',
  held: '{{count}} held',
  noneHeld: 'You hold no rights yet; here is what is on offer',
  vipTile: 'VIP rights',
  ai: {
    title: 'AI damage assessment',
    hint: 'A repair estimate from a photo',
    go: 'Start',
  },
  giftPackage: 'Gift package',
  myCoupons: 'My coupons',
  sectionMore: 'More',
  loadFailed: 'Could not load your rights',
  loadFailedHint: 'Check your connection and try again',
  retry: 'Try again',
  loading: 'Loading your rights…',
  pull: {
    pulling: 'Pull to refresh',
    release: 'Release to refresh',
    refreshing: 'Refreshing…',
    done: 'Refreshed',
  },
  expiry: {
    title: 'Expiring',
    more: '{{count}} more',
  },
};
