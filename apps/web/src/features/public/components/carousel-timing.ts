/**
 * Embla's `duration` is not milliseconds but a speed (20-60, higher is slower); 45 takes
 * about one second to settle, the spec's 1000 ms animation.
 */
export const EMBLA_DURATION_1S = 45;
