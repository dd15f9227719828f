import { describe, expect, it } from 'vitest'
import { popupFeatures, SHARE_POPUP, shareTargets } from '@/components/catalogue'

/** 'width=626,height=436' -> { width: '626', height: '436' } */
function parseFeatures(features: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of features.split(',')) {
    const [key = '', value = ''] = pair.split('=')
    out[key] = value
  }
  return out
}

describe('share links', () => {
  const url = 'https://medibazar.test/product-details/napa-500-mg-tablet?ref=a&b=c'

  it('builds Facebook, LinkedIn and email links with the page URL encoded', () => {
    const [facebook, linkedin, email] = shareTargets(url, 'Napa & Co. 500 mg')
    expect(facebook).toMatchObject({ network: 'facebook', popup: true })
    expect(new URL(facebook!.href).searchParams.get('u')).toBe(url)
    expect(new URL(linkedin!.href).searchParams.get('url')).toBe(url)
    expect(email).toMatchObject({ network: 'email', popup: false })
    const mail = new URL(email!.href)
    expect(mail.protocol).toBe('mailto:')
    expect(mail.searchParams.get('subject')).toBe('Napa & Co. 500 mg')
    expect(mail.searchParams.get('body')).toBe(`Napa & Co. 500 mg\n${url}`)
  })

  it('opens a 626 x 436 popup centred on the window', () => {
    expect(SHARE_POPUP).toEqual({ width: 626, height: 436 })
    const features = parseFeatures(popupFeatures(100, 50, 1280, 800))
    expect(features).toMatchObject({ width: '626', height: '436', left: '427', top: '232' })
    const small = parseFeatures(popupFeatures(0, 0, 400, 300))
    expect(small).toMatchObject({ left: '0', top: '0' })
  })
})
