/** Shell and content: menus, site metadata, pages, jobs, contact and B2B forms. */
import { jobs, menus, pages, siteMeta } from '../data/content'
import { notFound } from '../lib/failure'
import { email, required, text, validate } from '../lib/validation'
import { shop } from '../store'
import { addB2bRegistration, addMessage } from '../store/inbox'
import { json, message, readFields, route } from './http'

export const contentHandlers = [
  route('GET', '/api/v2/menus', () => json({ data: menus })),
  route('GET', '/api/v2/tags', () => json({ data: siteMeta })),
  route('GET', '/api/all-pages', () => json({ data: pages.map(({ slug, title }) => ({ slug, title })) })),

  route('GET', '/api/page/{slug}', ({ param }) => {
    const page = pages.find((p) => p.slug === param('slug'))
    if (!page) throw notFound('Page')
    return json({ data: page })
  }),

  route('GET', '/api/job-post', () => json({ data: jobs })),

  route('GET', '/api/job-details/{slug}', ({ param }) => {
    const job = jobs.find((j) => j.slug === param('slug'))
    if (!job) throw notFound('Job')
    return json({ data: job })
  }),

  route('POST', '/api/send-message', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { name: [required], email: [required, email], phone: [required], message: [required] })
    addMessage(shop(), {
      name: text(body.name),
      email: text(body.email),
      phone: text(body.phone),
      message: text(body.message),
    })
    return message('Message Sent Successfull!')
  }),

  route('POST', '/api/b-to-b-registration', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { organization: [required], email: [email] })
    addB2bRegistration(shop(), {
      organization: text(body.organization),
      name: text(body.name),
      phone: text(body.phone),
      email: text(body.email),
      address: text(body.address),
    })
    return message('B2B Registration Successful!')
  }),
]
