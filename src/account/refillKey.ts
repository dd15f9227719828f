/**
 * The storage key of the refill reminders (issue 24; README, "Browser storage"): one of the keys
 * this storefront added beyond spec 000 s3 (the others are in src/lib/storage.ts). Kept apart so
 * the toast host's check (src/app/ToastHost.tsx) can read it without the reminders' code.
 */
export const REFILL_REMINDERS_KEY = 'refillReminders'
