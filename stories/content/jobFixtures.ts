/** Job posts (parsed `Job`) for the job component stories. */
import type { Job } from '@/api/entities'

export const pharmacistJob: Job = {
  id: 1,
  slug: 'registered-pharmacist',
  job_title: 'Registered Pharmacist (Grade A)',
  job_image: 'pharmacist.svg',
  job_description:
    '<p>We are looking for a registered pharmacist to check prescriptions and orders and to counsel customers by phone.</p>' +
    '<h4>Requirements</h4><ul><li>B.Pharm with Pharmacy Council registration</li><li>1-3 years of retail or hospital experience</li></ul>' +
    '<h4>Benefits</h4><ul><li>Two festival bonuses</li><li>Lunch facility</li></ul>',
  last_date: '2026-12-31',
}

export const shortJob: Job = {
  id: 2,
  slug: 'delivery-rider',
  job_title: 'Delivery Rider',
  job_image: '',
  job_description: '<p>Deliver orders in Dhanmondi.</p>',
  last_date: '2026-12-15',
}

export const longTitleJob: Job = {
  id: 3,
  slug: 'senior-executive-supply-chain',
  job_title:
    'Senior Executive, Supply Chain and Cold-Chain Logistics (Insulin, Vaccines and Temperature-Sensitive Medicines), Tejgaon Warehouse',
  job_image: '',
  job_description:
    '<p>Plan and run the cold chain from suppliers to our Tejgaon warehouse and onwards to riders, keeping insulin and vaccines between 2 and 8 °C at every step, with records a pharmacist can audit.</p>',
  last_date: '2027-01-31',
}

export const hostileJob: Job = {
  id: 4,
  slug: 'store-assistant',
  job_title: 'Store Assistant',
  job_image: '',
  job_description:
    '<img src=x onerror="window.__jobXss=1"><script>window.__jobXss=2</script><p onclick="window.__jobXss=3">Keep the <b>shelves</b> tidy.</p><a href="javascript:window.__jobXss=4">click</a>',
  last_date: '2026-12-31',
}

export const emptyJob: Job = {
  id: 5,
  slug: 'intern',
  job_title: 'Intern',
  job_image: '',
  job_description: '',
  last_date: '',
}

/** Blocks, line breaks and lists back to back: the excerpt separates them with spaces. */
export const blocksJob: Job = {
  id: 6,
  slug: 'night-pharmacist',
  job_title: 'Night Pharmacist',
  job_image: '',
  job_description:
    '<p>Night shift.</p><p>Dhanmondi branch.</p>Call us<br>today<ul><li>B.Pharm</li><li>Registered</li></ul>',
  last_date: '2026-12-31',
}
