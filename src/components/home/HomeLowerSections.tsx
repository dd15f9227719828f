import { ServiceCards } from './ServiceCards'
import { SubscriptionSteps } from './SubscriptionSteps'
import { Testimonials } from './Testimonials'

export interface HomeLowerSectionsProps {
  mobile: boolean
  /** The WhatsApp link of the service cards (null when the shop has none). */
  whatsappHref: string | null
  reducedMotion: boolean
}

/**
 * The home page's sections below the product rows (service cards, how the subscription works,
 * testimonials): static content, in their own chunk, so their code is not part of what the page
 * needs to show its first screen; a server-rendered page hydrates them when the chunk is there.
 */
export function HomeLowerSections({ mobile, whatsappHref, reducedMotion }: HomeLowerSectionsProps) {
  return (
    <>
      <ServiceCards mobile={mobile} whatsappHref={whatsappHref} />
      <SubscriptionSteps />
      <Testimonials reducedMotion={reducedMotion} />
    </>
  )
}
