import styles from './StatusBadge.module.css'

const TONES: Record<number, string | undefined> = {
  1: styles.pending,
  2: styles.progress,
  3: styles.delivered,
  4: styles.cancelled,
}

/** An order status as a coloured label (the word carries the meaning; colour only repeats it). */
export function StatusBadge({ status, label }: { status: number; label: string }) {
  return <span className={`${styles.badge} ${TONES[status] ?? ''}`}>{label}</span>
}
