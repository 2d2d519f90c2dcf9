/** The server's time, read from one place so tests can move it forward. */
export interface Clock {
  now(): Date;
}

/**
 * The system's time plus an offset that only grows: tests (and the end-to-end server with
 * TEST_CLOCK on) move it forward to reach drip unlocks without waiting, and the end-to-end
 * server's specs put it back to the system's time when they are done.
 */
export class ServerClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advanceDays(days: number): void {
    if (!Number.isInteger(days) || days < 0) throw new RangeError('The clock only moves forward by whole days.');
    this.offsetMs += days * 24 * 60 * 60 * 1000;
  }

  /** Minutes, for rules shorter than a day (a reset link's hour, a chat message unread for 15 minutes, a reminder at a local time). */
  advanceMinutes(minutes: number): void {
    if (!Number.isInteger(minutes) || minutes < 0)
      throw new RangeError('The clock only moves forward by whole minutes.');
    this.offsetMs += minutes * 60 * 1000;
  }

  /** Back to the system's time (TEST_CLOCK only: the end-to-end specs share one server). */
  reset(): void {
    this.offsetMs = 0;
  }
}
