// @vitest-environment node
/**
 * The architecture's import boundaries (README.md, "Layout") hold because ESLint refuses to let them
 * slip: probe files are written into each layer, linted with the project's config, and removed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const written: string[] = []
/** The rules that hold the boundaries: none of them reads types. */
const BOUNDARY_RULES = new Set([
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-imports',
  'no-restricted-syntax',
])
/**
 * The project's config (its files, layers and patterns), running only the boundary rules and so
 * without the type program the typed rules need: building that program for each probe file was
 * most of this file's time (84 s of a 2-core machine's run). `npm run lint` runs every rule.
 */
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
})

async function restrictedImports(relativeFile: string, code: string): Promise<string[]> {
  const file = path.join(root, relativeFile)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, code)
  written.push(file)
  const [result] = await eslint.lintFiles([file])
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)
}

afterAll(() => {
  for (const file of written) fs.rmSync(file, { force: true })
  for (const dir of new Set(written.map((f) => path.dirname(f)))) fs.rmSync(dir, { recursive: true, force: true })
})

// A bound, not a timing: the first case loads the config, its plugins and the parser (seconds on a
// loaded machine).
describe('import boundaries', { timeout: 60_000 }, () => {
  it('presentational components cannot import the API layer, data hooks, storage or machines', async () => {
    const messages = await restrictedImports(
      'src/components/__boundary_probe__/Probe.tsx',
      [
        "import { getFeaturedProducts } from '@/api/home'",
        "import { useSiteMeta } from '@/hooks/useSiteMeta'",
        "import { readRaw } from '@/lib/storage'",
        "import useSWR from 'swr'",
        "import { createActor } from 'xstate'",
        'export const probe = [getFeaturedProducts, useSiteMeta, readRaw, useSWR, createActor]',
      ].join('\n'),
    )
    expect(messages).toHaveLength(5)
  })

  it('components may import types from the API layer and the image URL builder', async () => {
    const messages = await restrictedImports(
      'src/components/__boundary_probe__/Allowed.tsx',
      [
        "import type { Product } from '@/api/entities'",
        "import { productImageUrl } from '@/api/images'",
        'export const probe = (p: Product) => productImageUrl(p.main_image)',
      ].join('\n'),
    )
    expect(messages).toEqual([])
  })

  it('machines run no app code but the pure rules of src/rules (types may come from anywhere)', async () => {
    const messages = await restrictedImports(
      'machines/__boundary_probe__/rules.ts',
      [
        "import { belowCheckoutMinimum } from '@/checkout/totals'",
        "import { formatMoney } from '@/lib/money'",
        "import { formatCount } from '../../src/i18n/numbers'",
        "import { clampQty } from '@/rules/quantity'",
        "import type { Product } from '@/api/entities'",
        'export const probe = [belowCheckoutMinimum, formatMoney, formatCount, clampQty]',
        'export type Probe = Product',
      ].join('\n'),
    )
    expect(messages).toHaveLength(3)
  })

  it('components import no feature folder (rules and helpers come from src/rules and src/lib)', async () => {
    const messages = await restrictedImports(
      'src/components/__boundary_probe__/Feature.tsx',
      [
        "import { amountDue } from '@/checkout/totals'",
        "import { cartStore } from '@/cart/cartStore'",
        "import { SITE_NAME } from '@/seo/head'",
        "import { isOutOfStock } from '@/rules/product'",
        "import { slotText } from '@/lib/deliverySlots'",
        "import type { CartLine } from '@/cart/cart'",
        'export const probe = [amountDue, cartStore, SITE_NAME, isOutOfStock, slotText]',
        'export type Probe = CartLine',
      ].join('\n'),
    )
    expect(messages).toHaveLength(3)
  })

  it('machines cannot import the API layer, storage or React', async () => {
    const messages = await restrictedImports(
      'machines/__boundary_probe__/probe.ts',
      [
        "import { placeOrder } from '@/api/checkout'",
        "import { writeRaw } from '@/lib/storage'",
        "import { useState } from 'react'",
        'export const probe = [placeOrder, writeRaw, useState]',
      ].join('\n'),
    )
    expect(messages).toHaveLength(3)
  })

  it('app code cannot import the mock shop or classic zod', async () => {
    const messages = await restrictedImports(
      'src/pages/__boundary_probe__/Probe.tsx',
      [
        "import { handlers } from '@mocks/handlers'",
        "import { z } from 'zod'",
        'export const probe = [handlers, z]',
      ].join('\n'),
    )
    expect(messages).toHaveLength(2)
  })

  it('a page imports catalogue components from their own folders, never values from the catalogue barrel', async () => {
    const barrel = await restrictedImports(
      'src/pages/__boundary_probe__/Barrel.tsx',
      ["import { ListingView } from '@/components/catalogue'", 'export const probe = [ListingView]'].join('\n'),
    )
    expect(barrel).toHaveLength(1)
    expect(barrel[0]).toContain('its own folder')
    const folders = await restrictedImports(
      'src/pages/__boundary_probe__/Folders.tsx',
      [
        "import type { BreadcrumbLink } from '@/components/catalogue'",
        "import { ListingView } from '@/components/catalogue/ListingView'",
        'export const probe: [unknown, BreadcrumbLink | null] = [ListingView, null]',
      ].join('\n'),
    )
    expect(folders).toEqual([])
  })

  it("react-toastify comes from its unstyled entry, through '@/lib/toast' in app code", async () => {
    const app = await restrictedImports(
      'src/cart/__boundary_probe__/Probe.ts',
      [
        "import { toast } from 'react-toastify'",
        "import { ToastContainer } from 'react-toastify/unstyled'",
        'export const probe = [toast, ToastContainer]',
      ].join('\n'),
    )
    expect(app).toHaveLength(2)
    expect(app[0]).toContain('restyles the whole page')
    const stories = await restrictedImports(
      'stories/__boundary_probe__/Probe.tsx',
      ["import { toast } from 'react-toastify'", 'export const probe = toast'].join('\n'),
    )
    expect(stories).toEqual([expect.stringContaining('restyles the whole page')])
  })
})

/** Messages of the README "Layout" rules that are not import rules (pages hold route components only). */
async function syntaxRules(relativeFile: string, code: string): Promise<string[]> {
  const file = path.join(root, relativeFile)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, code)
  written.push(file)
  const [result] = await eslint.lintFiles([file])
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

describe('where things go (README "Layout")', { timeout: 60_000 }, () => {
  it('src/lib imports no pages, app, components, hooks, feature folders or machines', async () => {
    const messages = await restrictedImports(
      'src/lib/__boundary_probe__/probe.ts',
      [
        "import CheckoutPage from '@/pages/checkout/CheckoutPage'",
        "import { routes } from '@/app/routes'",
        "import { PriceDisplay } from '@/components/PriceDisplay'",
        "import { useRetry } from '@/hooks/useRetry'",
        "import { cartStore } from '@/cart/cartStore'",
        "import { checkoutSubmissionMachine } from '@machines/checkoutSubmission'",
        'export const probe = [CheckoutPage, routes, PriceDisplay, useRetry, cartStore, checkoutSubmissionMachine]',
      ].join('\n'),
    )
    expect(messages).toHaveLength(6)
  })

  it('src/lib does not import the API layer, not even its image URLs (api -> lib, never back)', async () => {
    const messages = await restrictedImports(
      'src/lib/__boundary_probe__/api.ts',
      [
        "import { productSchema } from '@/api/entities'",
        "import { isApiError } from '@/api/errors'",
        "import { productImageUrl } from '@/api/images'",
        "import { formatCount } from '@/i18n/numbers'",
        "import { toPaisa } from '@/rules/money'",
        "import type { ApiError } from '@/api/errors'",
        'export const probe = [productSchema, isApiError, productImageUrl, formatCount, toPaisa]',
        'export type Probe = ApiError',
      ].join('\n'),
    )
    expect(messages).toHaveLength(3)
  })

  it('src/i18n imports nothing of the app but the pure rules (it sits below src/lib)', async () => {
    const messages = await restrictedImports(
      'src/i18n/__boundary_probe__/probe.ts',
      [
        "import { formatMoney } from '@/lib/money'",
        "import { readToken } from '../../lib/storage'",
        "import { toPaisa } from '@/rules/money'",
        "import { intlLocale } from '@/i18n/locale'",
        "import type { Product } from '@/api/entities'",
        'export const probe = [formatMoney, readToken, toPaisa, intlLocale]',
        'export type Probe = Product',
      ].join('\n'),
    )
    expect(messages).toHaveLength(2)
  })

  it('src/rules is pure: nothing of the app but src/rules, no React, no mock shop', async () => {
    const messages = await restrictedImports(
      'src/rules/__boundary_probe__/probe.ts',
      [
        "import { formatMoney } from '@/lib/money'",
        "import { LOCALES } from '@/i18n/locale'",
        "import { useState } from 'react'",
        "import { handlers } from '@mocks/handlers'",
        "import { toPaisa } from '@/rules/money'",
        "import { MAX_QTY } from '../quantity'",
        "import type { Product } from '@/api/entities'",
        'export const probe = [formatMoney, LOCALES, useState, handlers, toPaisa, MAX_QTY]',
        'export type Probe = Product',
      ].join('\n'),
    )
    expect(messages).toHaveLength(4)
  })

  it('src/hooks imports no feature folders, components or pages (feature hooks live with their feature)', async () => {
    const messages = await restrictedImports(
      'src/hooks/__boundary_probe__/probe.ts',
      [
        "import { checkoutTotals } from '@/checkout/totals'",
        "import { PriceDisplay } from '@/components/PriceDisplay'",
        "import CartPage from '@/pages/CartPage'",
        "import { unitPrice } from '@/lib/pricing'",
        'export const probe = [checkoutTotals, PriceDisplay, CartPage, unitPrice]',
      ].join('\n'),
    )
    expect(messages).toHaveLength(3)
  })

  it('a feature folder imports no pages or app, but may use lib, hooks and other features', async () => {
    const messages = await restrictedImports(
      'src/checkout/__boundary_probe__/probe.ts',
      [
        "import CheckoutPage from '@/pages/checkout/CheckoutPage'",
        "import { routes } from '@/app/routes'",
        "import { handlers } from '@mocks/handlers'",
        "import { useRetry } from '@/hooks/useRetry'",
        "import { cartStore } from '@/cart/cartStore'",
        "import { unitPrice } from '@/lib/pricing'",
        'export const probe = [CheckoutPage, routes, handlers, useRetry, cartStore, unitPrice]',
      ].join('\n'),
    )
    expect(messages).toHaveLength(3)
  })

  it('src/pages holds route components only: no .ts modules, no exported hooks', async () => {
    const moduleFile = await syntaxRules('src/pages/__boundary_probe__/rules.ts', 'export const rule = 1\n')
    expect(moduleFile).toHaveLength(1)
    const hook = await syntaxRules(
      'src/pages/__boundary_probe__/Probe.tsx',
      [
        'export function useProbe(): number {',
        '  return 1',
        '}',
        'export const useOther = (): number => 2',
        'export default function Probe() {',
        '  return <p>{useProbe() + useOther()}</p>',
        '}',
      ].join('\n'),
    )
    expect(hook).toHaveLength(2)
  })
})
