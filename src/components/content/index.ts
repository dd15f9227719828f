export { B2BRegistrationForm } from './B2BRegistrationForm'
export type { B2BRegistrationFormProps } from './B2BRegistrationForm'
export { ContactDetails } from './ContactDetails'
export type { ContactDetailsProps } from './ContactDetails'
export { ContactForm } from './ContactForm'
export type { ContactFormProps } from './ContactForm'
export { JobCard, JobCardSkeleton } from './JobCard'
export type { JobCardProps, JobHeadingLevel } from './JobCard'
export { JobDetails } from './JobDetails'
export { JobList } from './JobList'
export type { JobListProps } from './JobList'
export type { JobDetailsProps } from './JobDetails'
export { JOB_EXCERPT_LENGTH, applyByMailHref, formatDeadline, jobDescriptionHtml, jobExcerpt } from './jobs'
export type { Deadline } from './jobs'
export { PrescriptionForm } from './PrescriptionForm'
export type { PrescriptionFormProps } from './PrescriptionForm'
export { MESSAGES } from './schemas'
export type {
  B2BFormOutput,
  B2BFormValues,
  ContactFormOutput,
  ContactFormValues,
  PrescriptionFormOutput,
  PrescriptionFormValues,
  StockRequestFormOutput,
  StockRequestFormValues,
} from './schemas'
export { StockRequestForm } from './StockRequestForm'
export type { StockRequestFormProps } from './StockRequestForm'
export { StockRequestProduct } from './StockRequestProduct'
export type { StockRequestProductProps } from './StockRequestProduct'
