import type { HandlerTable } from '../http/handler';
import { getAgentAboutPageInfo } from './branding/get-agent-about-page-info.handler';
import { getAgentLandingPageInfo } from './branding/get-agent-landing-page-info.handler';
import { getAgentMenu } from './branding/get-agent-menu.handler';
import { getGroupAboutPageInfo } from './branding/get-group-about-page-info.handler';
import { getGroupLandingPageInfo } from './branding/get-group-landing-page-info.handler';
import { getGroupMenu } from './branding/get-group-menu.handler';
import { getTicketLink } from './branding/get-ticket-link.handler';
import { continueEnrollment } from './continue/continue-enrollment.handler';
import { addFilterForNewUser } from './filters/add-filter-for-new-user.handler';
import { changeFilterInfo } from './filters/change-filter-info.handler';
import { getEnrollmentTempInfo } from './filters/get-enrollment-temp-info.handler';
import { validateZipCode } from './filters/validate-zip-code.handler';
import { getCartCount } from './plans/get-cart-count.handler';
import { getFeaturedPlans } from './plans/get-featured-plans.handler';
import { getPlanCart } from './plans/get-plan-cart.handler';
import { getAgentGroups } from './startup/get-agent-groups.handler';
import { getAgentInfoEnroll } from './startup/get-agent-info-enroll.handler';
import { getDefaultInfo } from './startup/get-default-info.handler';
import { getEnrollmentInfoReferral } from './startup/get-enrollment-info-referral.handler';
import { getEnrollmentPlatforms } from './startup/get-enrollment-platforms.handler';
import { getGroupInfoEnroll } from './startup/get-group-info-enroll.handler';
import { getMemberInfo } from './startup/get-member-info.handler';
import { validateLandingPage } from './startup/validate-landing-page.handler';

/** Every contract call's handler; the type makes a call without a handler a compile error. */
export const handlers: HandlerTable = {
  'validate-landing-page': validateLandingPage,
  'get-enrollment-info-referral': getEnrollmentInfoReferral,
  'get-default-info': getDefaultInfo,
  'get-agent-info-enroll': getAgentInfoEnroll,
  'get-group-info-enroll': getGroupInfoEnroll,
  'get-member-info': getMemberInfo,
  'get-agent-landing-page-info': getAgentLandingPageInfo,
  'get-group-landing-page-info': getGroupLandingPageInfo,
  'get-agent-about-page-info': getAgentAboutPageInfo,
  'get-group-about-page-info': getGroupAboutPageInfo,
  'get-agent-menu': getAgentMenu,
  'get-group-menu': getGroupMenu,
  'get-ticket-link': getTicketLink,
  'get-enrollment-platforms': getEnrollmentPlatforms,
  'get-agent-groups': getAgentGroups,
  'validate-zip-code': validateZipCode,
  'add-filter-for-new-user': addFilterForNewUser,
  'change-filter-info': changeFilterInfo,
  'get-enrollment-temp-info': getEnrollmentTempInfo,
  'get-featured-plans': getFeaturedPlans,
  'get-cart-count': getCartCount,
  'get-plan-cart': getPlanCart,
  'continue-enrollment': continueEnrollment,
};
