/**
 * The visual baselines are drawn with the fonts the project ships and nothing else (decision 0030):
 * the pinned web fonts are loaded and cover the shop's text, and the browser finds no machine font.
 */
import { describe, expect, test } from 'vitest'

/** The pixels of `text` drawn in `font` on a canvas, as a string to compare. */
function draw(font: string, text: string): string {
  const canvas = document.createElement('canvas')
  canvas.width = 64
  canvas.height = 64
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d context')
  context.font = font
  context.textBaseline = 'top'
  context.fillText(text, 4, 4)
  return canvas.toDataURL()
}

const width = (font: string, text: string) => {
  const context = document.createElement('canvas').getContext('2d')
  if (!context) throw new Error('no 2d context')
  context.font = font
  return context.measureText(text).width
}

describe('pinned fonts', () => {
  test.each([
    ['400 16px "Noto Sans"', 'Aa'],
    ['500 16px "Noto Sans"', 'Aa'],
    ['700 16px "Noto Sans"', 'Aa'],
    ['400 16px "Noto Sans Bengali"', '৳'],
    ['700 16px "Noto Sans Bengali"', '৳'],
    ['400 16px "Noto Sans Symbols 2"', '♥♡'],
  ])('%s is loaded for %s', (font, text) => {
    expect(document.fonts.check(font, text)).toBe(true)
  })

  test.each(['৳', '♥', '♡', '…', '–', '×', '−'])('%s is drawn with a real glyph, not the missing-glyph box', (char) => {
    // U+E000 (private use) is in no font: whatever is drawn for it is the missing-glyph box.
    const font = '400 32px "Noto Sans", "Noto Sans Bengali", "Noto Sans Symbols 2"'
    expect(draw(font, char)).not.toBe(draw(font, '\uE000'))
  })

  test.each(['DejaVu Sans', 'Liberation Sans', 'Lohit Bengali', 'Noto Serif', 'Roboto'])(
    'the machine font %s is not seen by the browser',
    (family) => {
      // A family the browser cannot find falls back to the generic family: the same width.
      const sample = 'The quick brown fox 0123456789'
      expect(width(`16px "${family}", monospace`, sample)).toBe(width('16px monospace', sample))
    },
  )
})
