/**
 * Runs `load` on the first call only and hands every caller that same promise. Optional SDKs (sharp,
 * Stripe, S3, nodemailer) load this way when first used, so a store that never needs one never pays
 * for it in start-up time or memory.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
