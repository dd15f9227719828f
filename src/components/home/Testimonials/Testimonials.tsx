import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { englishTexts, useText } from '@/i18n/lingui'
import { SLOW_AUTOPLAY_MS } from '../carouselConfig'
import { Carousel } from '@/components/Carousel'
import styles from './Testimonials.module.css'

export interface Testimonial {
  id: number
  name: string
  place: string
  quote: string
}

/** The testimonials' texts: English values, shown in the page's language (useText). */
const TESTIMONIAL_TEXTS = englishTexts({
  name1: msg`Nusrat Jahan`,
  place1: msg`Dhanmondi, Dhaka`,
  quote1: msg`My father’s monthly medicines arrive on time every month. The pharmacist even called to check the dosage.`,
  name2: msg`Tanvir Ahmed`,
  place2: msg`Mirpur, Dhaka`,
  quote2: msg`Ordered baby formula late at night and got it the next morning. Genuine products and fair prices.`,
  name3: msg`Farhana Islam`,
  place3: msg`Uttara, Dhaka`,
  quote3: msg`Uploading the prescription was easy and the confirmation call came within minutes.`,
  name4: msg`Mahmudul Hasan`,
  place4: msg`Gulshan, Dhaka`,
  quote4: msg`The glucometer strips were cheaper than my local pharmacy, and express delivery took three hours.`,
  name5: msg`Sharmin Akter`,
  place5: msg`Bashundhara R/A, Dhaka`,
  quote5: msg`Friendly support on WhatsApp. They helped me find an alternate brand when mine was out of stock.`,
  name6: msg`Rakib Hossain`,
  place6: msg`Mohammadpur, Dhaka`,
  quote6: msg`Cash on delivery and a clear invoice. I order all my family’s medicines here now.`,
})

/** Static customer testimonials (spec 000 s1, s2). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: TESTIMONIAL_TEXTS.name1,
    place: TESTIMONIAL_TEXTS.place1,
    quote: TESTIMONIAL_TEXTS.quote1,
  },
  {
    id: 2,
    name: TESTIMONIAL_TEXTS.name2,
    place: TESTIMONIAL_TEXTS.place2,
    quote: TESTIMONIAL_TEXTS.quote2,
  },
  {
    id: 3,
    name: TESTIMONIAL_TEXTS.name3,
    place: TESTIMONIAL_TEXTS.place3,
    quote: TESTIMONIAL_TEXTS.quote3,
  },
  {
    id: 4,
    name: TESTIMONIAL_TEXTS.name4,
    place: TESTIMONIAL_TEXTS.place4,
    quote: TESTIMONIAL_TEXTS.quote4,
  },
  {
    id: 5,
    name: TESTIMONIAL_TEXTS.name5,
    place: TESTIMONIAL_TEXTS.place5,
    quote: TESTIMONIAL_TEXTS.quote5,
  },
  {
    id: 6,
    name: TESTIMONIAL_TEXTS.name6,
    place: TESTIMONIAL_TEXTS.place6,
    quote: TESTIMONIAL_TEXTS.quote6,
  },
]

export interface TestimonialsProps {
  testimonials?: readonly Testimonial[]
  reducedMotion?: boolean
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const text = useText()
  const name = text(testimonial.name)
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote}>
        <p>{text(testimonial.quote)}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0)}
        </span>
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.place}>{text(testimonial.place)}</span>
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
      <Carousel
        kind="testimonial"
        label={t`What our customers say`}
        items={testimonials}
        getKey={(testimonial) => testimonial.id}
        renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        autoplayMs={SLOW_AUTOPLAY_MS}
        reducedMotion={reducedMotion}
      />
    </section>
  )
}
