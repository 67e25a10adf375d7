import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';

/** Deliverability of an address through the e-mail provider; errors name email. */
export const validateEmailNeverbounce: Handler<'validate-email-neverbounce'> = async ({ body, verify }) => {
  const check = await verify.email.verify(body.email);
  if (!check.ok) throw invalid('email', check.message);
  return { result: { email: check.email, mx: check.mx } };
};
