#!/usr/bin/env node
/**
 * The interface texts' check (issue 16, part of `npm test`): fails when a catalogue is out of date
 * (a text in the code that `npm run i18n:extract` has not added, or one it would remove) or when a
 * text has no Bangla translation.
 *
 * It extracts the code's texts into a temporary directory with the project's Lingui settings
 * (package.json "lingui") and compares the result with the committed catalogues
 * (src/i18n/locales/*.po); nothing in the project is written. Untranslated: an entry of bn.po whose
 * msgstr is empty. Texts not written with a macro are the lint's business (lingui/no-unlocalized-strings).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CATALOGUES = 'src/i18n/locales'

/** A catalogue without its creation date (the only line extraction rewrites every time). */
export function comparable(po) {
  return po.replace(/^"POT-Creation-Date: .*\\n"\n/m, '')
}

/** The msgids of a PO catalogue whose msgstr is empty (the header, msgid "", excluded). */
export function untranslated(po) {
  const missing = []
  for (const entry of po.split(/\n{2,}/)) {
    const id = /^msgid "((?:[^"\\]|\\.)*)"/m.exec(entry)
    const str = /^msgstr "((?:[^"\\]|\\.)*)"\s*$/m.exec(entry)
    if (id && id[1] !== '' && str && str[1] === '' && !/^"/m.test(entry.slice(str.index + str[0].length))) {
      missing.push(id[1])
    }
  }
  return missing
}

function main() {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).lingui
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'))
  try {
    const tempConfig = path.join(temp, 'lingui.config.json')
    fs.writeFileSync(
      tempConfig,
      JSON.stringify({
        ...config,
        rootDir: root,
        catalogs: config.catalogs.map((catalog) => ({ ...catalog, path: path.join(temp, '{locale}') })),
      }),
    )
    // The committed catalogues are the starting point, so translations are kept as extraction would.
    for (const locale of config.locales) {
      fs.copyFileSync(path.join(root, CATALOGUES, `${locale}.po`), path.join(temp, `${locale}.po`))
    }
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--config', tempConfig],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    const problems = []
    for (const locale of config.locales) {
      const committed = fs.readFileSync(path.join(root, CATALOGUES, `${locale}.po`), 'utf8')
      const extracted = fs.readFileSync(path.join(temp, `${locale}.po`), 'utf8')
      if (comparable(committed) !== comparable(extracted)) {
        problems.push(
          `${CATALOGUES}/${locale}.po is out of date: run \`npm run i18n:extract\` and translate the new texts.`,
        )
      }
    }
    const missing = untranslated(fs.readFileSync(path.join(root, CATALOGUES, 'bn.po'), 'utf8'))
    if (missing.length > 0) {
      problems.push(`${missing.length} text(s) without a Bangla translation in ${CATALOGUES}/bn.po:`)
      problems.push(...missing.map((id) => `  - ${id}`))
    }
    if (problems.length > 0) {
      console.error(problems.join('\n'))
      process.exitCode = 1
    } else {
      console.log(`catalogues: up to date, every text translated (${config.locales.join(', ')})`)
    }
  } finally {
    fs.rmSync(temp, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
