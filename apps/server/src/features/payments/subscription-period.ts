/** One calendar month later, the day kept where the month has it (31 January → 28 or 29 February). */
export function addOneMonth(from: Date): Date {
  const next = new Date(from);
  const day = from.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The end of the period a coaching payment opens: a renewal of a running subscription keeps its
 * anchor (one month after the old end), unless that is already past (the server was off); a new
 * or lapsed subscription runs one month from the payment.
 */
export function nextPeriodEnd(subscription: { status: string; currentPeriodEnd: Date } | null, paidAt: Date): Date {
  if (subscription?.status === 'active') {
    const anchored = addOneMonth(subscription.currentPeriodEnd);
    if (anchored > paidAt) return anchored;
  }
  return addOneMonth(paidAt);
}
