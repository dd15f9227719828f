import { describe, expect, it, vi } from 'vitest'
import { whenIntent } from '@/lib/idle'

describe('whenIntent', () => {
  it("runs once, at the shopper's first press or key; a focus moved by a script is not intent", () => {
    const task = vi.fn()
    whenIntent(task)
    const button = document.body.appendChild(document.createElement('button'))
    button.focus()
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(task).not.toHaveBeenCalled()

    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(task).toHaveBeenCalledTimes(1)
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(task).toHaveBeenCalledTimes(1)
    button.remove()
  })

  it('a key counts too; cancelled, nothing runs', () => {
    const byKey = vi.fn()
    whenIntent(byKey)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(byKey).toHaveBeenCalledTimes(1)

    const cancelled = vi.fn()
    whenIntent(cancelled)()
    document.dispatchEvent(new Event('pointerdown'))
    expect(cancelled).not.toHaveBeenCalled()
  })
})
