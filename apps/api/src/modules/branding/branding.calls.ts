import { defineCalls } from '../../kernel/calls/call-entry';
import { getAgentAboutPageInfo } from './get-agent-about-page-info.handler';
import { getAgentLandingPageInfo } from './get-agent-landing-page-info.handler';
import { getAgentMenu } from './get-agent-menu.handler';
import { getGroupAboutPageInfo } from './get-group-about-page-info.handler';
import { getGroupLandingPageInfo } from './get-group-landing-page-info.handler';
import { getGroupMenu } from './get-group-menu.handler';
import { getTicketLink } from './get-ticket-link.handler';

/** The calls of the branding module: each one's handler, documentation, rules and limits (ADR 0030). */
export const brandingCalls = defineCalls({
  'get-agent-landing-page-info': {
    handler: getAgentLandingPageInfo,
    docs: [
      'Branding',
      "An agent's landing page: name, logo, image, tagline, contact details, biography and the owner's theme.",
    ],
  },
  'get-group-landing-page-info': {
    handler: getGroupLandingPageInfo,
    docs: [
      'Branding',
      "A group's landing page: name, logo, image, tagline, contact details, the agent's biography, the group's about text and the owner's theme.",
    ],
  },
  'get-agent-about-page-info': {
    handler: getAgentAboutPageInfo,
    docs: ['Branding', "An agent's about page (the biography)."],
  },
  'get-group-about-page-info': {
    handler: getGroupAboutPageInfo,
    docs: ['Branding', "A group's about page text."],
  },
  'get-agent-menu': {
    handler: getAgentMenu,
    docs: ['Branding', "The category keys of an agent's store menu, in menu order."],
  },
  'get-group-menu': {
    handler: getGroupMenu,
    docs: ['Branding', "The category keys of a group's store menu, in menu order."],
  },
  'get-ticket-link': {
    handler: getTicketLink,
    docs: ['Branding', "The support ticket page the footer links to (the server's TICKET_URL)."],
  },
});
