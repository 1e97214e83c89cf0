/** News and activity screens (/active). */
export const activeZh = {
  source: '来源：{{source}}',
  publishedAt: '发布于 {{time}}',
  period: '活动时间：{{from}} 至 {{to}}',
  rules: '活动规则',
  join: '立即参与',
  states: { upcoming: '即将开始', ongoing: '进行中', ended: '已结束' },
  notFound: '内容不存在或已下线',
  back: '返回',
  campaign: {
    title: '限量领券',
    valid: '领取后 {{days}} 天内有效，每人限领 1 张',
    claim: '免费领取',
    claimed: '领取成功，已放入我的卡券',
    already: '您已领取过，券在我的卡券中',
    view: '查看我领取的券',
    soldOut: '已领完',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ActiveMessages = Widen<typeof activeZh>;
