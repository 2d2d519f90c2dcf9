const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $255.00 from 25500 cents. */
export const formatCents = (cents: number) => dollars.format(cents / 100);
