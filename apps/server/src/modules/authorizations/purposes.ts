import type { Localized } from '@rc/contract';
import type { ConsentPurpose } from '../../domain/consents.js';

/** The version of the privacy policy texts below; a new version is a new consent to ask for. */
export const currentPolicyVersion = '2026.1';

export interface PurposeText {
  title: Localized;
  summary: Localized;
}

/**
 * The optional purposes a customer may consent to. None is required: refusing
 * one never blocks a service (a rescue is still dispatched; the rescuer then
 * calls through the insurer's masked line instead of seeing the mobile).
 */
export const purposeTexts: Record<ConsentPurpose, PurposeText> = {
  rescuerSharing: {
    title: { 'zh-CN': '向救援人员提供信息', 'en-US': 'Share with rescuers' },
    summary: {
      'zh-CN': '救援时向救援师傅提供您的姓名、手机号和车辆位置，便于直接联系您。',
      'en-US':
        'During a rescue, your name, mobile and car location go to the rescuer so they can reach you directly.',
    },
  },
  merchantSharing: {
    title: { 'zh-CN': '向服务商户提供信息', 'en-US': 'Share with merchants' },
    summary: {
      'zh-CN': '使用洗车、喷漆等服务时向门店提供您的车牌和手机号，用于核销和预约。',
      'en-US':
        'When you use car wash, paint and similar services, the store gets your plate and mobile to verify and book.',
    },
  },
  marketing: {
    title: { 'zh-CN': '营销信息推送', 'en-US': 'Marketing messages' },
    summary: {
      'zh-CN': '通过短信和公众号向您推送活动与优惠信息。',
      'en-US': 'Activities and offers sent to you by SMS and the official account.',
    },
  },
  personalisedRecommendations: {
    title: { 'zh-CN': '个性化推荐', 'en-US': 'Personalised recommendations' },
    summary: {
      'zh-CN': '根据您的权益使用情况为您推荐可能需要的服务。',
      'en-US': 'Services recommended to you from how you use your rights.',
    },
  },
};
