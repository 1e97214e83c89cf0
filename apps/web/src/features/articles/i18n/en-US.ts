import type { ActiveMessages } from './zh-CN.js';

export const activeEn: ActiveMessages = {
  source: 'Source: {{source}}',
  publishedAt: 'Published {{time}}',
  period: 'From {{from}} to {{to}}',
  rules: 'Rules',
  join: 'Take part',
  states: { upcoming: 'Coming soon', ongoing: 'On now', ended: 'Ended' },
  notFound: 'This content does not exist or has been withdrawn',
  back: 'Back',
  campaign: {
    title: 'Limited coupons',
    valid: 'Valid for {{days}} days from the claim; one per customer',
    claim: 'Claim for free',
    claimed: 'Claimed: it is in My coupons',
    already: 'You have claimed it already: it is in My coupons',
    view: 'See my coupon',
    soldOut: 'All claimed',
  },
};
