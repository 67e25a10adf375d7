const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices arrive as dollar amounts; shown as US currency ($34.99). */
export const formatMoney = (amount: number): string => usd.format(amount);
