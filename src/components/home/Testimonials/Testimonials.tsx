import { useLingui } from '@lingui/react/macro'
import { SLOW_AUTOPLAY_MS, TESTIMONIAL_CAROUSEL } from '../carouselConfig'
import { DeferredCarousel } from '../DeferredCarousel'
import styles from './Testimonials.module.css'

export interface Testimonial {
  id: number
  name: string
  place: string
  quote: string
}

/** Static customer testimonials (spec 000 s1, s2). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Nusrat Jahan',
    place: 'Dhanmondi, Dhaka',
    quote: 'My father’s monthly medicines arrive on time every month. The pharmacist even called to check the dosage.',
  },
  {
    id: 2,
    name: 'Tanvir Ahmed',
    place: 'Mirpur, Dhaka',
    quote: 'Ordered baby formula late at night and got it the next morning. Genuine products and fair prices.',
  },
  {
    id: 3,
    name: 'Farhana Islam',
    place: 'Uttara, Dhaka',
    quote: 'Uploading the prescription was easy and the confirmation call came within minutes.',
  },
  {
    id: 4,
    name: 'Mahmudul Hasan',
    place: 'Gulshan, Dhaka',
    quote: 'The glucometer strips were cheaper than my local pharmacy, and express delivery took three hours.',
  },
  {
    id: 5,
    name: 'Sharmin Akter',
    place: 'Bashundhara R/A, Dhaka',
    quote: 'Friendly support on WhatsApp. They helped me find an alternate brand when mine was out of stock.',
  },
  {
    id: 6,
    name: 'Rakib Hossain',
    place: 'Mohammadpur, Dhaka',
    quote: 'Cash on delivery and a clear invoice. I order all my family’s medicines here now.',
  },
]

export interface TestimonialsProps {
  testimonials?: readonly Testimonial[]
  reducedMotion?: boolean
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {testimonial.name.charAt(0)}
        </span>
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.place}>{testimonial.place}</span>
        </span>
      </figcaption>
    </figure>
  )
}

/** What customers say: a carousel (1 per view on phones, 4 on desktop, 3 from 1920 px; autoplay 6 s). */
export function Testimonials({ testimonials = TESTIMONIALS, reducedMotion = false }: TestimonialsProps) {
  const { t } = useLingui()
  if (testimonials.length === 0) return null
  return (
    <section>
      <h2 className={styles.heading}>{t`What our customers say`}</h2>
      <DeferredCarousel
        kind="testimonial"
        label={t`What our customers say`}
        items={testimonials}
        getKey={(testimonial) => testimonial.id}
        renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        slidesPerView={TESTIMONIAL_CAROUSEL.slidesPerView}
        breakpoints={TESTIMONIAL_CAROUSEL.breakpoints}
        autoplayMs={SLOW_AUTOPLAY_MS}
        reducedMotion={reducedMotion}
      />
    </section>
  )
}
