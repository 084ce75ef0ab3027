import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Pager } from './Pager'

const markup = (page: number, pageCount: number) =>
  renderToStaticMarkup(<Pager label="Sider" page={page} pageCount={pageCount} onPage={() => {}} />)

describe('Pager', () => {
  it('is not there when the list fits on one page', () => {
    expect(markup(1, 1)).toBe('')
    expect(markup(1, 0)).toBe('')
  })

  it('names its pages and cannot go before the first or past the last', () => {
    const first = markup(1, 3)
    expect(first).toContain('<nav aria-label="Sider"')
    expect(first.match(/<button[^>]*>/g)?.map((b) => b.includes('disabled'))).toEqual([true, false])
    expect(
      markup(3, 3)
        .match(/<button[^>]*>/g)
        ?.map((b) => b.includes('disabled')),
    ).toEqual([false, true])
  })
})
