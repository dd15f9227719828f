/**
 * Simulated server latency, applied by every handler (and fault) with msw's delay(). 0 by default
 * (Node, unit tests); the browser entry sets a small realistic range.
 */
import { delay } from 'msw'

export type MockLatency = number | { min: number; max: number }

let latency: MockLatency = 0

export function setMockLatency(value: MockLatency): void {
  latency = value
}

export function getMockLatency(): MockLatency {
  return latency
}

function pick(value: MockLatency): number {
  if (typeof value === 'number') return value
  const low = Math.min(value.min, value.max)
  return low + Math.random() * Math.abs(value.max - value.min)
}

export async function applyMockLatency(): Promise<void> {
  const ms = Math.max(0, Math.round(pick(latency)))
  if (ms > 0) await delay(ms)
}
