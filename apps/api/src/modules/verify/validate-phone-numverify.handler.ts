import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';

/** A phone number by NANP rules through the phone provider; errors name phone. */
export const validatePhoneNumverify: Handler<'validate-phone-numverify'> = async ({ query, verify }) => {
  const check = await verify.phone.verify(query.phone);
  if (!check.ok) throw invalid('phone', check.message);
  const { ok: _ok, ...result } = check;
  return { result };
};
