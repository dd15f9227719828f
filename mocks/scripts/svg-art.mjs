// Drawing helpers of generate-images.mjs: tiny hand-written SVGs, no dependencies.

// Same as mocks/lib/slug.ts (tests/unit/mocks/data.test.ts checks every product image exists).
export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap into at most `max` lines of about `width` characters. */
export function wrap(text, width, max) {
  const lines = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = last + ' ' + word
    else lines.push(word)
  }
  if (lines.length > max) {
    lines.length = max
    lines[max - 1] = lines[max - 1].slice(0, width - 1) + '…'
  }
  return lines
}

export const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="Arial,Helvetica,sans-serif">${body}</svg>\n`

/** Centred text lines starting at y. */
export const lines = (items, x, y, size, fill, step = size * 1.25, weight = 'bold') =>
  items
    .map(
      (t, i) =>
        `<text x="${x}" y="${y + i * step}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${esc(t)}</text>`,
    )
    .join('')

// Packshot outlines on a 400x400 canvas; the label area is roughly x 130..270, y 150..300.
export const SHAPES = {
  box: (c) =>
    `<rect x="115" y="85" width="170" height="250" rx="8" fill="#fff" stroke="${c}" stroke-width="4"/><rect x="115" y="85" width="170" height="50" rx="8" fill="${c}"/>`,
  bottle: (c) =>
    `<rect x="165" y="60" width="70" height="40" rx="6" fill="${c}"/><path d="M150 100h100v30q30 10 30 40v160q0 20-20 20H140q-20 0-20-20V170q0-30 30-40z" fill="#fff" stroke="${c}" stroke-width="4"/>`,
  tube: (c) =>
    `<path d="M130 62h140l-18 278H148z" fill="#fff" stroke="${c}" stroke-width="4"/><rect x="125" y="50" width="150" height="16" fill="${c}"/><rect x="168" y="340" width="64" height="28" rx="4" fill="${c}"/>`,
  jar: (c) =>
    `<rect x="110" y="95" width="180" height="40" rx="8" fill="${c}"/><rect x="100" y="130" width="200" height="210" rx="22" fill="#fff" stroke="${c}" stroke-width="4"/>`,
  pouch: (c) =>
    `<path d="M110 90l15-12 15 12 15-12 15 12 15-12 15 12 15-12 15 12 15-12 15 12 15-12 15 12v230q0 20-20 20H130q-20 0-20-20z" fill="#fff" stroke="${c}" stroke-width="4"/><rect x="110" y="110" width="180" height="14" fill="${c}"/>`,
  device: (c) =>
    `<rect x="105" y="75" width="190" height="270" rx="30" fill="#fff" stroke="${c}" stroke-width="4"/><rect x="135" y="105" width="130" height="45" rx="6" fill="${c}" opacity=".85"/>`,
}

export function packshot({ title, detail, foot, shape, colour }) {
  const t = wrap(title, 13, 3)
  const d = wrap(detail, 16, 2)
  const top = 190 - (t.length - 1) * 11
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${colour}" opacity=".12"/>` +
      (SHAPES[shape] ?? SHAPES.box)(colour) +
      lines(t, 200, top, 22, '#1d2733') +
      lines(d, 200, top + t.length * 27 + 8, 15, colour, 19, 'normal') +
      (foot ? lines([foot], 200, 322, 11, '#5b6673', 14, 'normal') : ''),
  )
}

export function banner(w, h, { colour, accent, title, subtitle, cta }) {
  const big = h >= 400
  const t = wrap(title, big ? 26 : 20, 2)
  const size = big ? 54 : 34
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.85}" cy="${h * 0.5}" r="${h * 0.42}" fill="#fff" opacity=".14"/><circle cx="${w * 0.93}" cy="${h * 0.15}" r="${h * 0.2}" fill="#fff" opacity=".1"/>` +
      t
        .map(
          (line, i) =>
            `<text x="${w * 0.06}" y="${h * 0.36 + i * size * 1.15}" font-size="${size}" font-weight="bold" fill="#fff">${esc(line)}</text>`,
        )
        .join('') +
      `<text x="${w * 0.06}" y="${h * 0.36 + t.length * size * 1.15 + 6}" font-size="${big ? 26 : 18}" fill="#fff">${esc(subtitle)}</text>` +
      (cta
        ? `<rect x="${w * 0.06}" y="${h * 0.74}" width="${big ? 220 : 150}" height="${big ? 54 : 40}" rx="${big ? 27 : 20}" fill="#fff"/>` +
          `<text x="${w * 0.06 + (big ? 110 : 75)}" y="${h * 0.74 + (big ? 35 : 26)}" font-size="${big ? 22 : 16}" font-weight="bold" fill="${colour}" text-anchor="middle">${esc(cta)}</text>`
        : ''),
  )
}

export const avatar = (initials, colour) =>
  svg(200, 200, `<rect width="200" height="200" rx="100" fill="${colour}"/>` + lines([initials], 100, 122, 64, '#fff'))

export function prescription(patient, age, items, date) {
  return svg(
    600,
    800,
    '<rect width="600" height="800" fill="#fffdf6" stroke="#c8c2ad" stroke-width="2"/>' +
      '<text x="40" y="70" font-size="28" font-weight="bold" fill="#1f3b63">Dr. Farhana Rahman</text>' +
      '<text x="40" y="100" font-size="16" fill="#555">MBBS, FCPS (Medicine) · BMDC Reg. A-12345</text>' +
      '<text x="40" y="122" font-size="16" fill="#555">Popular Diagnostic Centre, Dhanmondi, Dhaka</text>' +
      '<line x1="40" y1="140" x2="560" y2="140" stroke="#1f3b63" stroke-width="2"/>' +
      `<text x="40" y="180" font-size="18" fill="#222">Patient: ${esc(patient)}   Age: ${age}   Date: ${esc(date)}</text>` +
      '<text x="40" y="250" font-size="48" font-weight="bold" fill="#1f3b63">℞</text>' +
      items
        .map((item, i) => `<text x="70" y="${310 + i * 50}" font-size="20" fill="#222">${i + 1}. ${esc(item)}</text>`)
        .join('') +
      '<text x="360" y="740" font-size="16" fill="#555">Signature</text><path d="M360 710q30-30 60 0t60 0" stroke="#1f3b63" stroke-width="2" fill="none"/>',
  )
}
