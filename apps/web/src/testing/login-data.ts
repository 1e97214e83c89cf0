/**
 * A verified hand-off login's data, as the login endpoint answers it: no landing flag but the
 * home page, no after-login step. Each test overrides the branch it is about.
 */
export const aLoginData = (over: Record<string, unknown> = {}) => ({
  token: 'session-tok',
  userVo: { publicSecret: 'secret-0123456789abcdef', isVip: '0' },
  orgList: [],
  untieUrl: '',
  untieTip: '',
  remindMessage: '',
  isVerify: 'Y',
  isHeadPage: 'Y',
  jumpURL: '',
  isGiftBag: '',
  isHaveRc: 'N',
  jumpType: '',
  serviceType: '',
  rcIdCardTypes: [],
  ...over,
});
