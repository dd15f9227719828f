import { useText } from '@/i18n/lingui'
import type { ReactNode } from 'react'
import styles from './form.module.css'

/** A message about the whole form (a failed submit), announced to screen readers. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  const text = useText()
  if (!children) return null
  return (
    <div
      className={tone === 'error' ? styles.alertError : styles.alertSuccess}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {typeof children === 'string' ? text(children) : children}
    </div>
  )
}
