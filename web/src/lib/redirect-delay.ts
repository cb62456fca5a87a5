/** Spec §4.1 and §8: a denied or signed-out visit shows its notice, then moves on after 500 ms. */
export const ACCESS_REDIRECT_DELAY_MS = 500;
