import type { Handler } from '../../kernel/handler';

/** The footer's ticketing-system link comes from configuration (TICKET_URL). */
export const getTicketLink: Handler<'get-ticket-link'> = async ({ config }) => config.ticketUrl;
