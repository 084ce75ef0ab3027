import type { Plugin } from 'vite'

/**
 * FullCalendar inserts its CSS at run time, with its icon font as a `data:` URL that the CSP refuses
 * (`font-src 'self'`): every calendar page logged a violation. The calendar draws no icons
 * (`buttonIcons={false}`), so the font's `@font-face` rule is dropped from the bundle; the build fails
 * if an upgrade moves it, rather than bringing the violation back unnoticed.
 */
export function fullCalendarWithoutIconFont(): Plugin {
  const fontFace = /@font-face\{font-family:fcicons;[^}]*\}/
  return {
    name: 'fullcalendar-without-icon-font',
    transform(code, id) {
      if (!/[\\/]@fullcalendar[\\/]core[\\/]internal-common\.js$/.test(id.split('?')[0] ?? id)) return null
      if (!fontFace.test(code)) this.error('FullCalendar no longer inlines its icon font as expected')
      return { code: code.replace(fontFace, ''), map: null }
    },
  }
}
