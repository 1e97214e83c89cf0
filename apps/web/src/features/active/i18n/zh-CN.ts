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
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ActiveMessages = Widen<typeof activeZh>;
