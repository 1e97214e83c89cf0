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
};
