import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PrescriptionTable } from '@/components/account'
import { demoPrescriptions, mobile } from './support'

/** My Prescription (spec 001 s2): upload date (DD-MM-YYYY, Dhaka), name and a download link. */
const meta = {
  title: 'Components/Account/PrescriptionTable',
  component: PrescriptionTable,
  tags: ['autodocs'],
  args: { prescriptions: demoPrescriptions },
} satisfies Meta<typeof PrescriptionTable>

export default meta
type Story = StoryObj<typeof meta>

/** Three prescriptions, each with its date and a download link named for screen readers. */
export const Prescriptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Upload Date',
      'Name',
      'Download',
    ])
    await expect(canvas.getAllByRole('row')).toHaveLength(4)
    const link = canvas.getByRole('link', { name: 'Download prescription of Abdul Karim (father) uploaded 18-09-2026' })
    await expect(link.getAttribute('href')).toMatch(/\/uploads\/prescription\/prescription-2\.svg$/)
    await expect(link).toHaveAttribute('download')
    await expect(canvas.getByText('04-08-2026')).toBeVisible()
  },
}

/** A record without a file says so instead of a broken link; a missing name reads 'Prescription'. */
export const NoFile: Story = {
  args: { prescriptions: [{ id: 9, created_at: '2026-11-02 09:05:00', name: '', prescription: '' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No file')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.getByRole('rowheader', { name: 'Prescription' })).toBeVisible()
    await expect(canvas.getByText('02-11-2026')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
  },
}
