export { TESTIMONIALS, Testimonials } from './Testimonials'
export type { Testimonial, TestimonialsProps } from './Testimonials'
