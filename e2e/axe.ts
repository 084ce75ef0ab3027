import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

// axe-core's own bundle, evaluated in the page (not a <script> tag: the CSP allows no inline script).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeNode {
  target: string[]
  failureSummary?: string
}
interface AxeResults {
  violations: AxeViolation[]
}
interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: AxeNode[]
}

/**
 * Runs axe (WCAG 2.2 A/AA and best practice) on the page as it is now and fails the test on any
 * 'serious' or 'critical' finding, naming the rule and the first elements it found. Call it on each
 * main state of a journey (after the state is visible); `label` names the state in the failure.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    // The global the bundle above defined.
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    })
    return result.violations
  })
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}\n` +
        v.nodes
          .slice(0, 3)
          .map(
            (n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('')}`,
          )
          .join('\n'),
    )
  expect(serious, `axe on ${label}`).toEqual([])
}
