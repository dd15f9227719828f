/**
 * ASCII kebab-case slugs. mocks/scripts/generate-images.mjs has a copy of this function (it
 * cannot import TypeScript); tests/unit/mocks/data.test.ts checks that every product image exists.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
