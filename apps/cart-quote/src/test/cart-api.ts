import { ok, type TestApi } from '@bs/api-client/testing';

export const ENROLLMENT_ID = 'tmp_AbCdEfGhIjKlMnOpQrStUv';
export const DATES = ['12/01/2026', '01/01/2027', '02/01/2027'];

export const DENTAL = {
  plan_id: 1001,
  plan_pricing_id: 100101,
  plan_name: 'BrightSmile Dental PPO',
  plan_logo: 'brightsmile-dental.svg',
  price: 34.99,
  removable: 1,
} as const;
export const LIFE = {
  plan_id: 1003,
  plan_pricing_id: 100301,
  plan_name: 'Guardian Term Life 20',
  plan_logo: 'guardian-term-life.svg',
  price: 14.99,
  removable: 1,
} as const;
export const FEE = {
  plan_id: 1091,
  plan_pricing_id: 109101,
  plan_name: 'Administrative Fee (3%)',
  plan_logo: '',
  price: 1.5,
  removable: 0,
} as const;

type Line = { price: number; plan_id: number };

/**
 * A cart that answers like the server: Term Life costs more from 01/01/2027 (the member turns 30),
 * and remove-plan-from-cart really removes the line.
 */
export function serveCart(api: TestApi, lines: Line[] = [DENTAL, LIFE], selected: string | null = null) {
  const cart = [...lines];
  api.on('get-cart-effective-dates', ok({ result: DATES, selected }));
  api.on('get-plan-cart', (req) => {
    const older = req.query.effective_date && req.query.effective_date !== DATES[0];
    const result = cart.map((l) => (l.plan_id === LIFE.plan_id && older ? { ...l, price: 16.99 } : l));
    const total = Math.round(result.reduce((s, l) => s + l.price * 100, 0)) / 100;
    return ok({ result, initial_month_cost: total, recurring_month_cost: total });
  });
  api.on('remove-plan-from-cart', (req) => {
    const i = cart.findIndex((l) => String(l.plan_id) === req.query.plan_id);
    if (i >= 0) cart.splice(i, 1);
    return ok({ status: true });
  });
  api.on('get-cart-count', () => ok({ result: cart.length }));
  return cart;
}
