import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss'

// Spec: the mobile breakpoint is 979 px, so `lg:` starts at 980 px.
export default defineConfig({
  presets: [presetWind3()],
  transformers: [transformerVariantGroup()],
  content: { filesystem: ['web/**/*.{ts,tsx}', 'index.html'] },
  theme: {
    breakpoints: { sm: '480px', lg: '980px', xl: '1280px' },
    colors: {
      // Every shade a class names is defined here: an undefined one makes no CSS at all (palette.node.test.ts).
      brand: {
        50: '#eef7f2',
        100: '#d5ecdf',
        200: '#a9d8bd',
        300: '#6fb98f',
        500: '#1f7a4d',
        600: '#17643e',
        700: '#114d30',
        800: '#0d3d26',
        900: '#0a2e1d',
      },
      ink: {
        100: '#eef0f3',
        200: '#d9dde2',
        // 3.3:1 on white: a switch's track and other non-text parts stay visible (WCAG 1.4.11).
        300: '#858e99',
        500: '#5b6470',
        600: '#434a54',
        700: '#2d333b',
        800: '#1f242a',
        900: '#14181d',
      },
    },
  },
  shortcuts: {
    btn: 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold transition-colors focus-visible:(outline-2 outline-offset-2 outline-brand-500) disabled:opacity-50 cursor-pointer',
    'btn-primary': 'btn bg-brand-500 text-white hover:bg-brand-600',
    'btn-secondary': 'btn border border-gray-300 bg-white text-ink-900 hover:bg-gray-50',
    field:
      'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-ink-900 focus:(outline-2 outline-brand-500 border-brand-500) invalid:border-red-600',
    // A page's <h1> has one of two levels (docs/adding-a-feature.md, vite/page-titles.node.test.ts):
    // display for the pages a visitor or a customer reads, tool for the pages where someone works.
    // The home page's hero alone: the one title that sells rather than names a page.
    'title-hero':
      'm-0 text-3xl font-extrabold leading-tight tracking-tight text-ink-900 sm:text-4xl lg:text-5xl',
    'title-display': 'm-0 text-3xl font-extrabold tracking-tight text-ink-900 lg:text-4xl',
    'title-tool': 'm-0 text-2xl font-bold text-ink-900',
  },
})
