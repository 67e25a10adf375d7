import type { Handler } from '../../http/handler';

/** The footer's ticketing-system link comes from configuration (TICKET_URL). */
export const getTicketLink: Handler<'get-ticket-link'> = async ({ config }) => config.ticketUrl;
