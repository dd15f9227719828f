import { describe, expect, it } from 'vitest'
/**
 * The DOM-free job helpers. The excerpt and the description HTML go through DOMPurify, which needs
 * a real browser (happy-dom mangles its output): they are asserted in Chromium by the stories
 * Components/Content/JobCard, Components/Content/JobDetails and Pages/JoinOurTeam.
 */
import { applyByMailHref, formatDeadline } from '@/components/content/jobs'
import { jobDetailsPath } from '@/lib/paths'

describe('job links', () => {
  it('encodes the slug as one path segment', () => {
    expect(jobDetailsPath('registered-pharmacist')).toBe('/job-details/registered-pharmacist')
    expect(jobDetailsPath('a/b?c')).toBe('/job-details/a%2Fb%3Fc')
  })

  it('mails the shop with the job in the subject, only to a real address', () => {
    expect(applyByMailHref(' hr@medibazar.test ', 'Delivery Rider (Dhanmondi & Mohammadpur)')).toBe(
      'mailto:hr@medibazar.test?subject=Application%20for%20Delivery%20Rider%20(Dhanmondi%20%26%20Mohammadpur)',
    )
    expect(applyByMailHref('', 'Rider')).toBeNull()
    expect(applyByMailHref(null, 'Rider')).toBeNull()
    expect(applyByMailHref('javascript:alert(1)', 'Rider')).toBeNull()
  })
})

describe('application deadline', () => {
  it('is a calendar date written day month year', () => {
    expect(formatDeadline('2026-12-31')).toEqual({ iso: '2026-12-31', text: '31 December 2026' })
    expect(formatDeadline('2027-01-10 23:59:59')).toEqual({ iso: '2027-01-10', text: '10 January 2027' })
    expect(formatDeadline('2026-03-01T00:00:00.000000Z')).toEqual({ iso: '2026-03-01', text: '1 March 2026' })
  })

  it('is null when missing or not a real date', () => {
    expect(formatDeadline('')).toBeNull()
    expect(formatDeadline(null)).toBeNull()
    expect(formatDeadline('End of December')).toBeNull()
    expect(formatDeadline('2026-02-30')).toBeNull()
    expect(formatDeadline('2026-13-01')).toBeNull()
  })
})
