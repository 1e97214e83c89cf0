import type { Localized } from '@rc/contract';

/**
 * Words for request fields, so that a `-5` reply names the field in the user's
 * language. A field without a label is named by its key.
 */
export const fieldLabels: Record<string, Localized> = {
  channel: { 'zh-CN': '渠道', 'en-US': 'Channel' },
  token: { 'zh-CN': '登录凭证', 'en-US': 'Login token' },
  rcNeedCode: { 'zh-CN': '登录码', 'en-US': 'Login code' },
  newRcNeedCode: { 'zh-CN': '登录码', 'en-US': 'Login code' },
  custName: { 'zh-CN': '姓名', 'en-US': 'Name' },
  idType: { 'zh-CN': '证件类型', 'en-US': 'ID type' },
  idNumber: { 'zh-CN': '证件号码', 'en-US': 'ID number' },
  branchCompanyCode: { 'zh-CN': '分公司', 'en-US': 'Branch company' },
  publicSecret: { 'zh-CN': '密钥凭证', 'en-US': 'Key secret' },
  message: { 'zh-CN': '加密报文', 'en-US': 'Encrypted message' },
  mobile: { 'zh-CN': '手机号', 'en-US': 'Mobile number' },
  url: { 'zh-CN': '链接地址', 'en-US': 'URL' },
  onPagenum: { 'zh-CN': '页码', 'en-US': 'Page number' },
  onPagesize: { 'zh-CN': '每页条数', 'en-US': 'Page size' },
  persona: { 'zh-CN': '演示用户', 'en-US': 'Demo persona' },
  jumpType: { 'zh-CN': '跳转类型', 'en-US': 'Jump type' },
  serviceType: { 'zh-CN': '服务类型', 'en-US': 'Service type' },
  fileCode: { 'zh-CN': '模板编号', 'en-US': 'Template code' },
};
